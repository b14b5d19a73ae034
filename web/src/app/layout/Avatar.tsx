// The member's picture in the header menu and the drawer, or the first letter of their name.
import type { CurrentUser } from '@common/schemas/users';
import { mediaPath } from '../../features/sightings/media-path';

export function Avatar({ user, className = 'size-8' }: { user: CurrentUser; className?: string }) {
  if (user.profileImageUrl) {
    return (
      <img
        src={mediaPath(user.profileImageUrl)}
        alt=""
        width={32}
        height={32}
        className={`${className} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold uppercase text-white`}
    >
      {user.username.slice(0, 1)}
    </span>
  );
}
