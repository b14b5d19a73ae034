// The mobile bottom tab bar (below 768 px): Home, Fresh Finds (highlighted), Map, Discover, Profile (for an
// administrator signed in with the bearer token alone, no member: Admin, to the dashboard).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAdminSession } from '../../features/admin/use-admin-session';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { cn } from '../../lib/cn';
import { activeTab, tabItems } from './nav-links';

export function MobileTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isAuthenticated } = useCurrentUser();
  const adminOnly = useAdminSession() !== null && !isAuthenticated;
  const current = activeTab(pathname, adminOnly);

  return (
    <nav
      aria-label={t('nav.tabBar')}
      className="fixed inset-x-0 bottom-0 z-tab-bar border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        {tabItems(isAuthenticated, adminOnly).map(({ id, to, labelKey, icon: Icon }) => {
          const active = current === id;
          const highlighted = id === 'freshFinds';
          return (
            <li key={id} className="flex">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-stone-600',
                  active && 'text-brand-800',
                )}
              >
                <span
                  className={cn(
                    'flex items-center justify-center rounded-full',
                    highlighted ? 'size-9 bg-accent-400 text-stone-900 shadow' : 'size-7',
                    highlighted && active && 'ring-2 ring-brand-700',
                  )}
                >
                  <Icon className={cn(highlighted ? 'size-5' : 'size-6')} aria-hidden />
                </span>
                <span className={cn(active && 'font-semibold')}>{t(labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
