// The mobile side drawer (below 768 px). It slides in from the start edge; its links (DrawerNavigation.tsx)
// load with it on first use, so the first page load carries only the menu button.
import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/Sheet';
import { Spinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { Avatar } from './Avatar';

const loadDrawerNavigation = () => import('./DrawerNavigation');
const DrawerNavigation = lazy(loadDrawerNavigation);

function prefetchDrawerNavigation(): void {
  // Fetched alongside the dialog code, not after it; a failure is retried by lazy() when the drawer renders.
  loadDrawerNavigation().catch(() => {});
}

export function MobileDrawer() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();

  return (
    <Sheet>
      <SheetTrigger
        aria-label={t('nav.openMenu')}
        className="inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 md:hidden"
        onPointerEnter={prefetchDrawerNavigation}
        onPointerDown={prefetchDrawerNavigation}
        onFocus={prefetchDrawerNavigation}
      >
        <Menu className="size-6" aria-hidden />
      </SheetTrigger>
      <SheetContent>
        <div className="border-b border-stone-200 p-4 pe-14">
          <SheetTitle>{t('nav.menuTitle')}</SheetTitle>
          <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
          {user && (
            <div className="mt-3 flex items-center gap-3">
              <Avatar user={user} className="size-10" />
              <span dir="auto" className="truncate font-medium">
                {user.username}
              </span>
            </div>
          )}
        </div>
        <Suspense fallback={<Spinner className="m-4" />}>
          <DrawerNavigation />
        </Suspense>
      </SheetContent>
    </Sheet>
  );
}
