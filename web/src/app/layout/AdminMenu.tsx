// The administrator's menu in the header when they signed in with the admin bearer token only (no member
// session): their name, the dashboard and the admin tools, and Sign out. Its own chunk, like UserMenu.
import { ChevronDown, LogOut, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/DropdownMenu';
import { useAdminLogout } from '../../features/admin/use-admin-dashboard';
import { ADMIN_DASHBOARD_PATH, ADMIN_LINKS } from './nav-links';

export function AdminMenu({ username }: { username: string }) {
  const { t } = useTranslation();
  const logout = useAdminLogout();
  // The dashboard first, under its own address; the spec's menu entry for it goes through /admin/login.
  const tools = ADMIN_LINKS.filter((item) => item.to !== '/admin/login');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('nav.adminMenu', { name: username })}
        className="inline-flex h-10 items-center gap-2 rounded-full ps-1 pe-2 text-sm font-medium text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100"
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-stone-800 text-white">
          <ShieldCheck className="size-4" aria-hidden />
        </span>
        <span className="max-w-32 truncate">{username}</span>
        <ChevronDown className="size-4 opacity-60" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate normal-case tracking-normal">{username}</DropdownMenuLabel>
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
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
