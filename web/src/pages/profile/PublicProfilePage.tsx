// /profile/:userId: any member's public profile, open to visitors.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { parseUserId, useProfile } from '../../features/profiles/use-profile';
import { ApiError, errorMessage } from '../../lib/api';
import { ProfileNotFound, ProfileView } from './ProfileView';

export default function PublicProfilePage() {
  const { t } = useTranslation();
  const params = useParams();
  const userId = parseUserId(params.userId);
  const { user } = useCurrentUser();
  const profile = useProfile(userId);

  if (userId === null) return <ProfileNotFound />;
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound />;
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-20 text-center text-stone-700">
        {errorMessage(profile.error, t('profile.loadFailed'))}
      </p>
    );
  }

  const isSelf = user?.id === profile.data.id;
  return (
    <ProfileView profile={profile.data} isOwn={false}>
      {isSelf && (
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t('profile.viewingOwnPublic')}{' '}
          <Link to="/my-profile" className="font-semibold underline">
            {t('profile.goToMyProfile')}
          </Link>
        </p>
      )}
    </ProfileView>
  );
}
