// The Like and Bookmark buttons of a sighting, shared by the card and the sighting page. Like is disabled for
// visitors (spec section 5); Bookmark is offered to members only.
import type { Sighting } from '@common/schemas/sightings';
import { Bookmark, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../components/ui/Button';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { useCurrentUser } from '../auth/use-current-user';
import { useCurrentLanguage } from '../language/current-language';
import { useSightingBookmark } from './use-sighting-bookmark';
import { useSightingLike } from './use-sighting-like';

interface ButtonOptions {
  size?: ButtonProps['size'];
  className?: string;
}

export function LikeButton({
  sighting,
  size = 'sm',
  className,
}: { sighting: Pick<Sighting, 'id' | 'likes' | 'likedByMe'> } & ButtonOptions) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { isAuthenticated } = useCurrentUser();
  const like = useSightingLike(sighting);
  return (
    <Button
      variant="ghost"
      size={size}
      onClick={like.toggle}
      disabled={!isAuthenticated || like.isPending}
      aria-pressed={like.liked}
      aria-label={t('sightings.likeButton', { count: like.likes })}
      title={isAuthenticated ? undefined : t('sightings.signInToLike')}
      className={cn(like.liked && 'text-red-700', className)}
    >
      <Heart className={cn(like.liked && 'fill-current')} aria-hidden />
      <span aria-hidden>{t('sightings.like')}</span>
      <span aria-hidden className="tabular-nums">
        {formatNumber(like.likes, language)}
      </span>
    </Button>
  );
}

export function BookmarkButton({
  sighting,
  size = 'sm',
  className,
  showLabel = false,
}: { sighting: Pick<Sighting, 'id' | 'bookmarkedByMe'>; showLabel?: boolean } & ButtonOptions) {
  const { t } = useTranslation();
  const { isAuthenticated } = useCurrentUser();
  const bookmark = useSightingBookmark(sighting);
  if (!isAuthenticated) return null;
  const label = bookmark.bookmarked ? t('sightings.bookmarked') : t('sightings.bookmark');
  return (
    <Button
      variant="ghost"
      size={showLabel ? size : 'icon'}
      onClick={bookmark.toggle}
      disabled={bookmark.isPending}
      aria-pressed={bookmark.bookmarked}
      aria-label={t('sightings.bookmark')}
      title={label}
      className={cn(!showLabel && 'size-9', bookmark.bookmarked && 'text-brand-800', className)}
    >
      <Bookmark className={cn(bookmark.bookmarked && 'fill-current')} aria-hidden />
      {showLabel && <span aria-hidden>{label}</span>}
    </Button>
  );
}
