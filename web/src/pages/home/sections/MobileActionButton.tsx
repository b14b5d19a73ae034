// The floating action button below 768 px: photo upload, report, bulk upload, identify and explore.
// It sits at the end edge above the tab bar.
import { Camera, ClipboardList, Compass, Images, type LucideIcon, Plus, ScanSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/DropdownMenu';
import { useUploadGate } from '../../../features/sightings/use-upload-gate';

interface FabAction {
  key: string;
  to: string;
  icon: LucideIcon;
  /** Upload and report actions need a member (spec section 5). */
  needsMember: boolean;
}

const ACTIONS: FabAction[] = [
  { key: 'photo', to: '/upload?mode=photo', icon: Camera, needsMember: true },
  { key: 'report', to: '/report-sighting', icon: ClipboardList, needsMember: true },
  { key: 'bulk', to: '/bulk-sighting', icon: Images, needsMember: true },
  { key: 'identify', to: '/identify', icon: ScanSearch, needsMember: false },
  { key: 'explore', to: '/explore', icon: Compass, needsMember: false },
];

export function MobileActionButton() {
  const { t } = useTranslation();
  const goToUpload = useUploadGate();
  return (
    <div className="fixed bottom-20 end-4 z-popover-inline mb-[env(safe-area-inset-bottom)] md:hidden">
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('home.fab.label')}
          className="group flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
        >
          <Plus className="size-7 transition-transform group-data-[state=open]:rotate-45" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="end" sideOffset={10} className="w-60">
          {ACTIONS.map(({ key, to, icon: Icon, needsMember }) =>
            needsMember ? (
              <DropdownMenuItem key={key} onSelect={() => goToUpload(to)}>
                <Icon aria-hidden />
                {t(`home.fab.${key}`)}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem key={key} asChild>
                <Link to={to}>
                  <Icon aria-hidden />
                  {t(`home.fab.${key}`)}
                </Link>
              </DropdownMenuItem>
            ),
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
