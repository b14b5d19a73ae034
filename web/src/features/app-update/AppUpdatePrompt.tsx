// "A new version of WildLens is ready": a small card that blocks nothing, shown while a new version of the
// service worker waits (registration.ts). Reload switches to it now; Later keeps the open page as it is.
// Mounting it also registers the worker, after the page has loaded.
import { RefreshCw } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import {
  applyUpdate,
  dismissUpdate,
  isUpdateReady,
  startServiceWorker,
  subscribeToUpdate,
} from './registration';

export function AppUpdatePrompt() {
  const { t } = useTranslation();
  const ready = useSyncExternalStore(subscribeToUpdate, isUpdateReady, () => false);
  useEffect(() => startServiceWorker(), []);
  return (
    // The live region stays mounted, so screen readers announce the card when it appears.
    <div role="status" aria-live="polite">
      {ready && (
        // Above the mobile tab bar; at the start side on wide screens, away from the toasts at the end side.
        <div className="fixed inset-x-4 bottom-20 z-overlay rounded-lg border border-stone-200 bg-white p-4 shadow-lg md:inset-x-auto md:start-4 md:bottom-4 md:w-96">
          <p className="flex items-start gap-2 text-sm font-medium text-stone-900">
            <RefreshCw className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            {t('appUpdate.ready')}
          </p>
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={dismissUpdate}>
              {t('appUpdate.later')}
            </Button>
            <Button size="sm" onClick={applyUpdate}>
              {t('appUpdate.reload')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

// AppLayout loads it lazily.
export default AppUpdatePrompt;
