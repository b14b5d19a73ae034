// The signed-in member's menu: profile pages, alerts, settings, the admin tools for admins, and Log out.
// Its own chunk: the header loads it once a member is known (see Header.tsx).
import type { CurrentUser } from '@common/schemas/users';
import { ChevronDown, LogOut } from 'lucide-react';
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
import { useLogout } from '../../features/auth/use-logout';
import { Avatar } from './Avatar';
import { ADMIN_LINKS, userMenuLinks } from './nav-links';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('nav.accountMenu', { name: user.username })}
        className="inline-flex h-10 items-center gap-2 rounded-full ps-1 pe-2 text-sm font-medium text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100"
      >
        <Avatar user={user} />
        <span dir="auto" className="hidden max-w-32 truncate xl:inline">
          {user.username}
        </span>
        <ChevronDown className="size-4 opacity-60" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel dir="auto" className="truncate normal-case tracking-normal">
          {user.username}
        </DropdownMenuLabel>
        <DropdownMenuGroup>
          {userMenuLinks(user).map((item) => (
            <DropdownMenuItem key={item.to} asChild>
              <Link to={item.to}>{t(item.labelKey)}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        {user.isAdmin && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('nav.admin')}</DropdownMenuLabel>
            <DropdownMenuGroup>
              {ADMIN_LINKS.map((item) => (
                <DropdownMenuItem key={item.to} asChild>
                  <Link to={item.to}>{t(item.labelKey)}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
