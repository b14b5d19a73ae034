// The top of a profile: picture, name, tier, bio, experience, interests, equipment, goals, Instagram, the four
// counts, the follow and flag buttons (never on your own profile) and the public portfolio when there is one.
import type { Profile } from '@common/schemas/profiles';
import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { InstagramIcon } from '../../components/ui/InstagramIcon';
import { formatNumber } from '../../lib/format';
import { FollowButton } from '../follows/FollowButton';
import { useCurrentLanguage } from '../language/current-language';
import { FlagProfileButton } from '../moderation/FlagItemButtons';
import { MemberAvatar } from './MemberAvatar';
import { TierBadge } from './TierBadge';

/** Instagram handles are stored with or without '@'; links use the bare handle. */
export function instagramHandle(username: string | null): string | null {
  const handle = username?.trim().replace(/^@/, '') ?? '';
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle : null;
}

export function ProfileHeader({ profile, actions }: { profile: Profile; actions?: ReactNode }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const instagram = instagramHandle(profile.instagramUsername);
  const counts = [
    { key: 'sightings', value: profile.counts.sightings },
    { key: 'followers', value: profile.counts.followers },
    { key: 'following', value: profile.counts.following },
    { key: 'likesReceived', value: profile.counts.likesReceived },
  ] as const;

  return (
    <header className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <MemberAvatar username={profile.username} imageUrl={profile.profileImageUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 dir="auto" className="break-words text-2xl font-bold text-stone-900 sm:text-3xl">
              {profile.username}
            </h1>
            <TierBadge tier={profile.subscriptionTier} />
          </div>
          {profile.experienceLevel && (
            <p className="mt-1 text-sm text-stone-600">
              {t('profile.experienceLabel', {
                level: t(`profile.experience.${profile.experienceLevel}`, {
                  defaultValue: profile.experienceLevel,
                }),
              })}
            </p>
          )}
          {profile.bio && (
            <p dir="auto" className="mt-3 whitespace-pre-line break-words text-stone-800">
              {profile.bio}
            </p>
          )}

          {profile.interests.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('profile.interests')}>
              {profile.interests.map((interest) => (
                <li
                  key={interest}
                  dir="auto"
                  className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900"
                >
                  {interest}
                </li>
              ))}
            </ul>
          )}

          <dl className="mt-3 grid gap-1 text-sm">
            {profile.equipment && (
              <div className="flex flex-wrap gap-x-1">
                <dt className="font-medium text-stone-700">{t('profile.equipment')}:</dt>
                <dd dir="auto" className="break-words text-stone-800">
                  {profile.equipment}
                </dd>
              </div>
            )}
            {profile.goals && (
              <div className="flex flex-wrap gap-x-1">
                <dt className="font-medium text-stone-700">{t('profile.goals')}:</dt>
                <dd dir="auto" className="break-words text-stone-800">
                  {profile.goals}
                </dd>
              </div>
            )}
          </dl>

          {instagram && (
            <a
              href={`https://www.instagram.com/${instagram}/`}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
            >
              <InstagramIcon className="size-4" />
              <span dir="ltr">@{instagram}</span>
              <span className="sr-only">{t('sightings.opensInNewTab')}</span>
            </a>
          )}
        </div>

        <div className="flex flex-wrap gap-2 sm:flex-col sm:items-end">
          <FollowButton userId={profile.id} username={profile.username} followedByMe={profile.followedByMe} />
          <FlagProfileButton userId={profile.id} />
          {profile.portfolioUrl && (
            <Button asChild variant="outline">
              <Link to={`/portfolio/${encodeURIComponent(profile.portfolioUrl)}`}>
                <BookOpen aria-hidden />
                {t('profile.viewPortfolio')}
              </Link>
            </Button>
          )}
          {actions}
        </div>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 border-t border-stone-200 pt-5 sm:grid-cols-4">
        {counts.map(({ key, value }) => (
          // The number shows above its label; the markup keeps the term first, as definition lists require.
          <div key={key} className="flex flex-col-reverse text-center">
            <dt className="text-xs text-stone-600">{t(`profile.counts.${key}`, { count: value })}</dt>
            <dd className="text-xl font-bold text-stone-900" data-testid={`count-${key}`}>
              {formatNumber(value, language)}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
