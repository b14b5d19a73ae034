// Shortcuts to the main areas; uploading is offered to members, visitors get the invitation to join.
import {
  Binoculars,
  Camera,
  Compass,
  type LucideIcon,
  Map as MapIcon,
  ScanSearch,
  UserPlus,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useCurrentUser } from '../../../features/auth/use-current-user';

interface QuickAction {
  key: string;
  to: string;
  icon: LucideIcon;
  membersOnly?: boolean;
}

const ACTIONS: QuickAction[] = [
  { key: 'upload', to: '/upload', icon: Camera, membersOnly: true },
  { key: 'explore', to: '/explore', icon: Compass },
  { key: 'identify', to: '/identify', icon: ScanSearch },
  { key: 'rareTracker', to: '/rare-tracker', icon: Binoculars },
  { key: 'map', to: '/map', icon: MapIcon },
  { key: 'community', to: '/community', icon: Users },
];

export function QuickActionsSection() {
  const { t } = useTranslation();
  const { isAuthenticated } = useCurrentUser();
  const actions = ACTIONS.filter((action) => isAuthenticated || !action.membersOnly);

  return (
    <section aria-labelledby="quick-actions-heading" className="bg-white py-12 md:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="quick-actions-heading" className="text-3xl font-bold">
          {t('home.quickActions.heading')}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
          {actions.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-stone-50 p-4 transition-colors hover:border-brand-600 hover:bg-brand-50 md:p-5"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-700 text-white">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="font-semibold text-stone-900">{t(`home.quickActions.${key}.title`)}</span>
                <span className="text-sm text-stone-700">{t(`home.quickActions.${key}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>

        {!isAuthenticated && (
          <div className="mt-6 flex flex-col items-center justify-between gap-4 rounded-xl bg-brand-800 p-6 text-white sm:flex-row">
            <div>
              <p className="text-lg font-semibold">{t('home.quickActions.join.title')}</p>
              <p className="text-brand-50">{t('home.quickActions.join.description')}</p>
            </div>
            <Button asChild variant="accent" size="lg">
              <Link to="/register">
                <UserPlus aria-hidden />
                {t('home.quickActions.join.button')}
              </Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
