// The frame of the header's account menus (UserMenu for a member, AdminMenu for an administrator signed in with
// the bearer token alone): a round trigger with the account's picture and name, and a menu headed by the name
// that ends with Log out. The menus fill in the links between.
import { ChevronDown, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/DropdownMenu';

export function AccountMenu({
  label,
  picture,
  name,
  nameClassName,
  dir,
  loggingOut,
  onLogout,
  children,
}: {
  /** The trigger's accessible name. */
  label: string;
  picture: ReactNode;
  name: string;
  /** Classes of the name beside the picture in the trigger. */
  nameClassName: string;
  /** 'auto' for a name the member chose (any script). */
  dir?: 'auto';
  loggingOut: boolean;
  onLogout: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={label}
        className="inline-flex h-10 items-center gap-2 rounded-full ps-1 pe-2 text-sm font-medium text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100"
      >
        {picture}
        <span dir={dir} className={nameClassName}>
          {name}
        </span>
        <ChevronDown className="size-4 opacity-60" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel dir={dir} className="truncate normal-case tracking-normal">
          {name}
        </DropdownMenuLabel>
        {children}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={loggingOut} onSelect={onLogout}>
          <LogOut aria-hidden />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
