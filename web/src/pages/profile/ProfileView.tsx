// One profile page body, public or your own: the header and the tabs (Sightings, Followers, Following, and
// Bookmarks for yourself). The open tab lives in ?tab= so it survives reloads and can be linked.
import type { Profile } from '@common/schemas/profiles';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { BookmarksPanel } from '../../features/bookmarks/BookmarksPanel';
import { FollowList } from '../../features/follows/FollowList';
import { LifeList } from '../../features/identifications/LifeList';
import { MemberSightings } from '../../features/profiles/MemberSightings';
import { ProfileHeader } from '../../features/profiles/ProfileHeader';

const PUBLIC_TABS = ['sightings', 'followers', 'following'] as const;
const OWN_TABS = [...PUBLIC_TABS, 'bookmarks'] as const;
type Tab = (typeof OWN_TABS)[number];

export function ProfileView({
  profile,
  isOwn,
  actions,
  children,
}: {
  profile: Profile;
  isOwn: boolean;
  /** Extra buttons in the header (your own profile's shortcuts). */
  actions?: ReactNode;
  /** Shown between the header and the tabs. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(profile.username);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs: readonly Tab[] = isOwn ? OWN_TABS : PUBLIC_TABS;
  const asked = searchParams.get('tab');
  const tab: Tab = tabs.find((item) => item === asked) ?? 'sightings';

  const onTabChange = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'sightings') params.delete('tab');
    else params.set('tab', next);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return (
    // grid-cols-1 (minmax(0, 1fr)): a long name or button row wraps inside the screen instead of widening it.
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-6 sm:py-10">
      <ProfileHeader profile={profile} actions={actions} />
      {children}
      <LifeList userId={profile.id} />
      <Tabs.Root value={tab} onValueChange={onTabChange}>
        <Tabs.List
          aria-label={t('profile.tabsLabel')}
          className="flex gap-1 overflow-x-auto border-b border-stone-200"
        >
          {tabs.map((item) => (
            <Tabs.Trigger
              key={item}
              value={item}
              className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-stone-600 hover:text-stone-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {t(`profile.tabs.${item}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="sightings" className="pt-5">
          <MemberSightings userId={profile.id} username={profile.username} isOwn={isOwn} />
        </Tabs.Content>
        <Tabs.Content value="followers" className="pt-5">
          <FollowList userId={profile.id} kind="followers" />
        </Tabs.Content>
        <Tabs.Content value="following" className="pt-5">
          <FollowList userId={profile.id} kind="following" />
        </Tabs.Content>
        {isOwn && (
          <Tabs.Content value="bookmarks" className="pt-5">
            <BookmarksPanel />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </div>
  );
}

/** The page shown for a member who does not exist (or an address that is not a member number). */
export function ProfileNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('profile.notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('profile.notFound.description')}</p>
      <Button asChild className="mt-8">
        <Link to="/explore">{t('profile.notFound.explore')}</Link>
      </Button>
    </section>
  );
}
