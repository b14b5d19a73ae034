// The administrator's menu in the header when they signed in with the admin bearer token only (no member
// session): their name, the dashboard and the admin tools, and Sign out. Its own chunk, like UserMenu.
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DropdownMenuGroup, DropdownMenuItem } from '../../components/ui/DropdownMenu';
import { useAdminLogout } from '../../features/admin/use-admin-dashboard';
import { AccountMenu } from './AccountMenu';
import { ADMIN_DASHBOARD_PATH, ADMIN_LINKS } from './nav-links';

export function AdminMenu({ username }: { username: string }) {
  const { t } = useTranslation();
  const logout = useAdminLogout();
  // The dashboard first, under its own address; the spec's menu entry for it goes through /admin/login.
  const tools = ADMIN_LINKS.filter((item) => item.to !== '/admin/login');
  return (
    <AccountMenu
      label={t('nav.adminMenu', { name: username })}
      picture={
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-stone-800 text-white">
          <ShieldCheck className="size-4" aria-hidden />
        </span>
      }
      name={username}
      nameClassName="max-w-32 truncate"
      loggingOut={logout.isPending}
      onLogout={() => logout.mutate()}
    >
      <DropdownMenuGroup>
        <DropdownMenuItem asChild>
          <Link to={ADMIN_DASHBOARD_PATH}>{t('nav.adminDashboard')}</Link>
        </DropdownMenuItem>
        {tools.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{t(item.labelKey)}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuGroup>
    </AccountMenu>
  );
}
