// A member's round picture, or their initials on a coloured disc when they have none or it fails to load.
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { mediaPath } from '../sightings/media-path';

const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-base',
  lg: 'size-24 text-3xl sm:size-28',
} as const;

/** Up to two letters: the first of each word (split on _ . - and spaces), else the first two. */
export function initialsOf(username: string): string {
  const words = username.split(/[\s._-]+/).filter(Boolean);
  const letters =
    words.length > 1
      ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`
      : username.replace(/[\s._-]/g, '').slice(0, 2);
  return letters.toUpperCase() || '?';
}

export function MemberAvatar({
  username,
  imageUrl,
  size = 'md',
  className,
}: {
  username: string;
  imageUrl: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cn('shrink-0 rounded-full', SIZES[size], className);
  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        src={mediaPath(imageUrl)}
        alt=""
        className={cn(box, 'bg-stone-200 object-cover')}
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden
      data-testid="avatar-initials"
      className={cn(box, 'flex items-center justify-center bg-brand-700 font-semibold text-white')}
    >
      {initialsOf(username)}
    </span>
  );
}
