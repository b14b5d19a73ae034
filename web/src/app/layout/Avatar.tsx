// The member's picture in the header menu and the drawer: the same avatar (picture, else initials) as every
// other page shows, so the member looks the same everywhere.
import type { CurrentUser } from '@common/schemas/users';
import { MemberAvatar } from '../../features/profiles/MemberAvatar';

export function Avatar({ user, className = 'size-8' }: { user: CurrentUser; className?: string }) {
  return (
    <MemberAvatar username={user.username} imageUrl={user.profileImageUrl} size="sm" className={className} />
  );
}
