// The signed-in member's menu: profile pages, alerts, settings, the admin tools for admins, and Log out.
// Its own chunk: the header loads it once a member is known (see Header.tsx).
import type { CurrentUser } from '@common/schemas/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../components/ui/DropdownMenu';
import { useLogout } from '../../features/auth/use-logout';
import { AccountMenu } from './AccountMenu';
import { Avatar } from './Avatar';
import { ADMIN_LINKS, userMenuLinks } from './nav-links';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <AccountMenu
      label={t('nav.accountMenu', { name: user.username })}
      picture={<Avatar user={user} />}
      name={user.username}
      nameClassName="hidden max-w-32 truncate xl:inline"
      dir="auto"
      loggingOut={logout.isPending}
      onLogout={() => logout.mutate()}
    >
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
    </AccountMenu>
  );
}
