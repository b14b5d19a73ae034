// /system-test (issue 16 item 5): the state of every part WildLens depends on, measured by the server and asked
// again every 5 seconds, for administrators with the systemSettings permission. The route is an admin route:
// without the bearer token the guard shows the admin sign-in, as for the other admin pages.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useAdminSession } from '../../features/admin/use-admin-session';
import { useCurrentLanguage } from '../../features/language/current-language';
import { NeedsSystemSettings, SystemHealthPanel } from '../../features/operations/SystemHealthPanel';
import { AdminPageHeader } from './AdminPageHeader';

export default function SystemTestPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.systemTest.title'));
  const language = useCurrentLanguage();
  const admin = useAdminSession();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <AdminPageHeader title={t('pages.systemTest.title')} subtitle={t('operations.health.subtitle')} />
      {/* The checks start at once (a refused token sends the administrator to sign in again); an administrator
          known to lack systemSettings is told so without asking. */}
      {admin && !admin.permissions.systemSettings ? (
        <NeedsSystemSettings />
      ) : (
        <SystemHealthPanel language={language} />
      )}
    </div>
  );
}
