// /admin/dashboard (and /admin): site totals and links to every administration page of the route table.

import { AlertTriangle, Binoculars, ChevronRight, LogOut, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../app/route-table';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useAdminDashboard, useAdminLogout } from '../../features/admin/use-admin-dashboard';
import { useCurrentLanguage } from '../../features/language/current-language';
import { AdminSupportSection } from '../../features/support/AdminSupportSection';
import { errorMessage } from '../../lib/api';
import { formatNumber } from '../../lib/format';

// Traffic, error reports and alert policies (features/operations): their own chunk, charts included.
const OperationsSections = lazy(() => import('../../features/operations/OperationsSections'));

/** Every admin page but the dashboard itself, the sign-in page and pages of one item (/admin/articles/:id). */
const ADMIN_TOOLS = ROUTES.filter(
  (route) =>
    route.access === 'admin' &&
    route.path.startsWith('/admin/') &&
    !route.path.includes(':') &&
    route.id !== 'adminDashboard',
);

function Stat({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <span className="rounded-lg bg-brand-50 p-3 text-brand-700">{icon}</span>
      <div>
        <dt className="text-sm text-stone-600">{label}</dt>
        <dd className="text-2xl font-bold text-stone-900">{value}</dd>
      </div>
    </div>
  );
}

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.dashboard.title'));
  const language = useCurrentLanguage();
  const dashboard = useAdminDashboard();
  const logout = useAdminLogout();
  const totals = dashboard.data;

  let stats: ReactNode;
  if (dashboard.isPending || dashboard.unauthorized) {
    stats = <Spinner />;
  } else if (dashboard.isError || !totals) {
    stats = (
      <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
        <p>{errorMessage(dashboard.error, t('admin.dashboard.loadFailed'))}</p>
        <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
          {t('admin.dashboard.retry')}
        </Button>
      </div>
    );
  } else {
    stats = (
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat
          label={t('admin.dashboard.members')}
          value={formatNumber(totals.members, language)}
          icon={<Users className="size-6" aria-hidden />}
        />
        <Stat
          label={t('admin.dashboard.sightings')}
          value={formatNumber(totals.sightings, language)}
          icon={<Binoculars className="size-6" aria-hidden />}
        />
        <Stat
          label={t('admin.dashboard.openErrorReports')}
          value={formatNumber(totals.openErrorReports, language)}
          icon={<AlertTriangle className="size-6" aria-hidden />}
        />
      </dl>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold text-stone-900">{t('admin.dashboard.title')}</h1>
          <p className="text-stone-600">{t('admin.dashboard.subtitle')}</p>
        </div>
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden />
          {t('admin.dashboard.signOut')}
        </Button>
      </header>
      {stats}
      <Suspense fallback={null}>
        <OperationsSections />
      </Suspense>
      <nav aria-labelledby="admin-tools-title" className="grid gap-4">
        <h2 id="admin-tools-title" className="text-xl font-semibold text-stone-900">
          {t('admin.dashboard.tools')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_TOOLS.map((route) => (
            <li key={route.path}>
              <Link
                to={route.path}
                className="group flex h-full items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 hover:border-brand-600"
              >
                <span className="grid gap-1">
                  <span className="font-medium text-stone-900">{t(`pages.${route.id}.title`)}</span>
                  <span className="text-sm text-stone-600">{t(`pages.${route.id}.purpose`)}</span>
                </span>
                <ChevronRight
                  className="mt-1 size-4 shrink-0 text-stone-400 group-hover:text-brand-700 rtl:rotate-180"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AdminSupportSection />
    </div>
  );
}
