// The operator's sections of the admin dashboard (issue 16 item 5), loaded lazily by the page: traffic for
// administrators with viewTraffic, the link to /system-test, error reports and alert policies for those with
// systemSettings. The server enforces the flags; sections an administrator may not see are not asked for at all
// (a refused request would itself be reported as an error), a line says which flag they need instead.
import { Activity, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminSession } from '../admin/use-admin-session';
import { useCurrentLanguage } from '../language/current-language';
import { AlertPoliciesSection } from './AlertPoliciesSection';
import { ErrorGroupsSection } from './ErrorGroupsSection';
import { TrafficSection } from './TrafficSection';

function NeedsPermission({ text }: { text: string }) {
  return <p className="rounded-xl bg-stone-100 p-4 text-stone-700">{text}</p>;
}

export default function OperationsSections() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const admin = useAdminSession();
  if (!admin) return null;
  const { viewTraffic, systemSettings } = admin.permissions;
  return (
    <div className="grid gap-10">
      {viewTraffic ? (
        <TrafficSection language={language} />
      ) : (
        <NeedsPermission text={t('operations.traffic.needsPermission')} />
      )}
      {systemSettings ? (
        <>
          <Link
            to="/system-test"
            className="group flex items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 hover:border-brand-600"
          >
            <span className="flex items-start gap-3">
              <Activity className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
              <span className="grid gap-1">
                <span className="font-medium text-stone-900">{t('operations.health.linkTitle')}</span>
                <span className="text-sm text-stone-600">{t('operations.health.linkText')}</span>
              </span>
            </span>
            <ChevronRight
              className="size-4 shrink-0 text-stone-400 group-hover:text-brand-700 rtl:rotate-180"
              aria-hidden
            />
          </Link>
          <ErrorGroupsSection language={language} />
          <AlertPoliciesSection language={language} />
        </>
      ) : (
        <NeedsPermission text={t('operations.errors.needsPermission')} />
      )}
    </div>
  );
}
