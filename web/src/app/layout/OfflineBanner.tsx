// The connectivity banner (spec section 2): a warning while offline, 'Back online' for 3 s afterwards.
// The live region is always mounted so screen readers announce both changes.
import { Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from './use-connectivity';

export function OfflineBanner() {
  const { t } = useTranslation();
  const { online, justReconnected } = useConnectivity();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          {t('offline.message')}
        </p>
      )}
      {online && justReconnected && (
        <p className="flex items-center justify-center gap-2 bg-brand-100 px-4 py-2 text-center text-sm font-medium text-brand-900">
          <Wifi className="size-4 shrink-0" aria-hidden />
          {t('offline.backOnline')}
        </p>
      )}
    </div>
  );
}
