// /my-profile: the signed-in member's own profile, with bookmarks and shortcuts to their settings.
import { Bell, BookOpen, CreditCard, Mail, UserPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { useOwnProfile } from '../../features/profiles/use-profile';
import { errorMessage } from '../../lib/api';
import { ProfileView } from './ProfileView';

const SHORTCUTS = [
  { to: '/profile', labelKey: 'profile.shortcuts.edit', Icon: UserPen },
  { to: '/portfolio-builder', labelKey: 'profile.shortcuts.portfolio', Icon: BookOpen },
  { to: '/notifications', labelKey: 'profile.shortcuts.notifications', Icon: Bell },
  { to: '/email-preferences', labelKey: 'profile.shortcuts.emailPreferences', Icon: Mail },
  { to: '/subscription', labelKey: 'profile.shortcuts.subscription', Icon: CreditCard },
] as const;

export default function MyProfilePage() {
  const { t } = useTranslation();
  const profile = useOwnProfile();

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-20 text-center text-stone-700">
        {errorMessage(profile.error, t('profile.loadFailed'))}
      </p>
    );
  }

  return (
    <ProfileView profile={profile.data} isOwn>
      <nav
        aria-label={t('profile.shortcuts.label')}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
      >
        {SHORTCUTS.map(({ to, labelKey, Icon }) => (
          <Button key={to} asChild variant="outline" className="h-auto justify-start py-3">
            <Link to={to}>
              <Icon aria-hidden />
              <span className="whitespace-normal text-start">{t(labelKey)}</span>
            </Link>
          </Button>
        ))}
      </nav>
    </ProfileView>
  );
}
