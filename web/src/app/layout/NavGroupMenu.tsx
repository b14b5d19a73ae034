// One dropdown group of the desktop header (Discover, Community, Shop).
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/DropdownMenu';
import { cn } from '../../lib/cn';
import type { NavGroup } from './nav-links';

export function NavGroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const containsCurrent = group.items.some((item) => item.to === pathname);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          'inline-flex h-10 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 data-[state=open]:bg-stone-100',
          containsCurrent && 'text-brand-800',
        )}
      >
        {t(group.labelKey)}
        <ChevronDown className="size-4 opacity-60" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {group.items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to} aria-current={item.to === pathname ? 'page' : undefined}>
              {t(item.labelKey)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
