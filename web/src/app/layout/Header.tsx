// The top bar: on desktop the full navigation (links, groups, language, bell, account); below 768 px the
// logo, the bell and the button that opens the side drawer.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { useAdminSession } from '../../features/admin/use-admin-session';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { LanguagePicker } from '../../features/language/LanguagePicker';
import { QueueBadge } from '../../features/offline-queue/QueueBadge';
import { usePremiumOffered } from '../../features/plans/use-premium-offered';
import { useUploadGate } from '../../features/sightings/use-upload-gate';
import { cn } from '../../lib/cn';
import { Logo } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { NavGroupMenu } from './NavGroupMenu';
import { LOGIN_LINK, NAV_GROUPS, PREMIUM_LINK, REGISTER_LINK, TOP_LINKS } from './nav-links';

// Members only: their code loads once a member is known, so a visitor's first load carries neither.
const NotificationBell = lazy(() =>
  import('../../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);
const LiveAlertsButton = lazy(() =>
  import('../../features/realtime-alerts/LiveAlertsButton').then((m) => ({ default: m.LiveAlertsButton })),
);
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const AdminMenu = lazy(() => import('./AdminMenu').then((m) => ({ default: m.AdminMenu })));

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, isPremium } = useCurrentUser();
  // An administrator signed in with the bearer token alone is no member, but is signed in all the same.
  const admin = useAdminSession();
  const premiumOffered = usePremiumOffered();
  const gate = useUploadGate();

  return (
    <header className="sticky top-0 z-header border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <MobileDrawer />
        <Logo className="me-2" />

        <nav aria-label={t('nav.primary')} className="hidden items-center gap-0.5 md:flex">
          {TOP_LINKS.map(({ to, labelKey, icon: Icon, memberOnly }) => (
            <Link
              key={to}
              to={to}
              // Signed out, Upload says why and goes to sign-in with the way back, as the hero's button does.
              onClick={
                memberOnly && !user
                  ? (event) => {
                      event.preventDefault();
                      gate(to);
                    }
                  : undefined
              }
              aria-current={pathname === to ? 'page' : undefined}
              className={cn(
                'inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                'aria-[current=page]:text-brand-800',
              )}
            >
              {Icon && <Icon className="size-4" aria-hidden />}
              {/* Icons alone on narrow desktops; the name stays available to screen readers. */}
              <span className="sr-only lg:not-sr-only">{t(labelKey)}</span>
            </Link>
          ))}
          {NAV_GROUPS.map((group) => (
            <NavGroupMenu key={group.labelKey} group={group} />
          ))}
        </nav>

        <div className="ms-auto flex items-center gap-1">
          {!isPremium && premiumOffered && (
            <Button asChild variant="accent" size="sm" className="hidden lg:inline-flex">
              <Link to={PREMIUM_LINK.to}>
                <PREMIUM_LINK.icon aria-hidden />
                {t(PREMIUM_LINK.labelKey)}
              </Link>
            </Button>
          )}
          <LanguagePicker className="hidden md:inline-flex" nameClassName="hidden xl:inline" />
          {/* Writes saved offline and not yet sent; nothing when there are none. */}
          {user && <QueueBadge />}
          {user && (
            <Suspense fallback={<span className="size-10" />}>
              <LiveAlertsButton />
            </Suspense>
          )}
          {user && (
            <Suspense fallback={<span className="size-10" />}>
              <NotificationBell />
            </Suspense>
          )}
          {user ? (
            <div className="hidden md:block">
              <Suspense fallback={<span className="block h-10 w-16" />}>
                <UserMenu user={user} />
              </Suspense>
            </div>
          ) : admin ? (
            <div className="hidden md:block">
              <Suspense fallback={<span className="block h-10 w-16" />}>
                <AdminMenu username={admin.username} />
              </Suspense>
            </div>
          ) : (
            <div className="hidden items-center gap-1 md:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to={LOGIN_LINK.to}>{t(LOGIN_LINK.labelKey)}</Link>
              </Button>
              <Button asChild size="sm">
                {/* "Join" on narrow desktops; the accessible name is always the full label. */}
                <Link to={REGISTER_LINK.to} aria-label={t(REGISTER_LINK.labelKey)}>
                  <span className="lg:hidden">{t('nav.join')}</span>
                  <span className="hidden lg:inline">{t(REGISTER_LINK.labelKey)}</span>
                </Link>
              </Button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
