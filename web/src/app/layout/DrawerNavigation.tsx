// The drawer's links: every link of the header and footer, the plans with the regional price, the language
// picker and Log out. Its own chunk, loaded when the drawer is first opened (or hovered, focused, pressed).
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { SheetClose } from '../../components/ui/Sheet';
import { useAdminLogout } from '../../features/admin/use-admin-dashboard';
import { useAdminSession } from '../../features/admin/use-admin-session';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useLogout } from '../../features/auth/use-logout';
import { useCurrentLanguage } from '../../features/language/current-language';
import { LanguagePicker } from '../../features/language/LanguagePicker';
import { usePremiumOffered } from '../../features/plans/use-premium-offered';
import { useUploadGate } from '../../features/sightings/use-upload-gate';
import { formatPrice, premiumPrice } from '../../lib/format';
import {
  ADMIN_DASHBOARD_PATH,
  ADMIN_LINKS,
  FOOTER_GROUPS,
  LOGIN_LINK,
  NAV_GROUPS,
  type NavItem,
  PREMIUM_LINK,
  REGISTER_LINK,
  TOP_LINKS,
  userMenuLinks,
} from './nav-links';

export default function DrawerNavigation() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const admin = useAdminSession();
  const logout = useLogout();

  return (
    <nav aria-label={t('nav.menuTitle')} className="flex-1 space-y-5 p-4">
      <DrawerSection items={TOP_LINKS} />
      {NAV_GROUPS.map((group) => (
        <DrawerSection key={group.labelKey} title={t(group.labelKey)} items={group.items} />
      ))}
      {user ? (
        <DrawerSection title={t('nav.account')} items={userMenuLinks(user)} />
      ) : admin ? (
        <AdminSection username={admin.username} />
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <SheetClose asChild>
            <Button asChild variant="outline">
              <Link to={LOGIN_LINK.to}>{t(LOGIN_LINK.labelKey)}</Link>
            </Button>
          </SheetClose>
          <SheetClose asChild>
            <Button asChild>
              <Link to={REGISTER_LINK.to}>{t(REGISTER_LINK.labelKey)}</Link>
            </Button>
          </SheetClose>
        </div>
      )}
      {user?.isAdmin && <DrawerSection title={t('nav.admin')} items={ADMIN_LINKS} />}

      <DrawerPlans />

      {FOOTER_GROUPS.map((group) => (
        <DrawerSection key={group.labelKey} title={t(group.labelKey)} items={group.items} />
      ))}

      <div>
        <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
          {t('language.label')}
        </h2>
        <LanguagePicker align="start" className="w-full justify-start border border-stone-200" />
      </div>

      {user && (
        <Button
          variant="outline"
          className="w-full"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogOut aria-hidden />
          {t('nav.logout')}
        </Button>
      )}
    </nav>
  );
}

/** The administrator signed in with the bearer token alone: who they are, their tools, Sign out. */
function AdminSection({ username }: { username: string }) {
  const { t } = useTranslation();
  const logout = useAdminLogout();
  const tools = ADMIN_LINKS.filter((item) => item.to !== '/admin/login');
  return (
    <div className="grid gap-2">
      <DrawerSection
        title={`${t('nav.admin')}: ${username}`}
        items={[{ to: ADMIN_DASHBOARD_PATH, labelKey: 'nav.adminDashboard' }, ...tools]}
      />
      <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
        <LogOut aria-hidden />
        {t('nav.logout')}
      </Button>
    </div>
  );
}

const ITEM = 'flex items-center gap-3 rounded-md px-2 py-2 text-stone-800 hover:bg-stone-100';

function DrawerSection({ title, items }: { title?: string; items: NavItem[] }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const gate = useUploadGate();
  return (
    <section>
      {title && (
        <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">{title}</h2>
      )}
      <ul>
        {items.map(({ to, labelKey, icon: Icon, memberOnly }) => {
          const content = (
            <>
              {Icon && <Icon className="size-4 text-stone-600" aria-hidden />}
              {t(labelKey)}
            </>
          );
          return (
            <li key={to}>
              <SheetClose asChild>
                {/* Signed out, Upload says why and goes to sign-in with the way back (a button: a link whose
                    default is prevented would keep the drawer open). */}
                {memberOnly && !user ? (
                  <button type="button" onClick={() => gate(to)} className={`w-full text-start ${ITEM}`}>
                    {content}
                  </button>
                ) : (
                  <Link to={to} className={ITEM}>
                    {content}
                  </Link>
                )}
              </SheetClose>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The two plans with their monthly price in the visitor's regional currency. */
function DrawerPlans() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const subscriptionsEnabled = usePremiumOffered();
  const plans = [
    { name: t('nav.plans.free'), price: formatPrice(0, language, 0) },
    ...(subscriptionsEnabled ? [{ name: t('nav.plans.premium'), price: premiumPrice(language) }] : []),
  ];
  return (
    <section>
      <h2 className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
        {t('nav.plans.title')}
      </h2>
      <ul className="grid gap-2">
        {plans.map((plan) => (
          <li key={plan.name}>
            <SheetClose asChild>
              <Link
                to="/pricing"
                className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 px-3 py-2 hover:border-brand-600"
              >
                <span className="font-medium">{plan.name}</span>
                <span className="text-sm text-stone-700">
                  {t('nav.plans.perMonth', { price: plan.price })}
                </span>
              </Link>
            </SheetClose>
          </li>
        ))}
      </ul>
      {subscriptionsEnabled && (
        <SheetClose asChild>
          <Button asChild variant="accent" className="mt-2 w-full">
            <Link to={PREMIUM_LINK.to}>
              <PREMIUM_LINK.icon aria-hidden />
              {t(PREMIUM_LINK.labelKey)}
            </Link>
          </Button>
        </SheetClose>
      )}
    </section>
  );
}
