// One comment with its like button, its author-only delete menu, a Flag button for other members and, for
// top-level comments, a Reply button and the replies beneath it (one level only, spec section 5).
import type { Comment } from '@common/schemas/comments';
import { Heart, MoreHorizontal, Reply, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/DropdownMenu';
import { cn } from '../../lib/cn';
import { formatDate, formatNumber } from '../../lib/format';
import { useCurrentUser } from '../auth/use-current-user';
import { useCurrentLanguage } from '../language/current-language';
import { FlagCommentButton } from '../moderation/FlagItemButtons';
import { MemberAvatar } from '../profiles/MemberAvatar';
import { isSameMember } from '../sightings/author';
import { CommentForm } from './CommentForm';
import { formatRelativeTime } from './relative-time';
import { useCommentLike, useDeleteComment, usePostComment } from './use-comments';

interface CommentItemProps {
  comment: Comment;
  sightingId: number;
  /** Whether this comment's reply box is the open one (only one at a time). */
  replying: boolean;
  onReply: (commentId: number | null) => void;
}

export function CommentItem({ comment, sightingId, replying, onReply }: CommentItemProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const post = usePostComment(sightingId);
  const isTopLevel = comment.parentCommentId === null || comment.parentCommentId === undefined;

  return (
    <li className="grid gap-2">
      <CommentBody comment={comment} sightingId={sightingId} onReply={isTopLevel ? onReply : undefined} />
      {isTopLevel && replying && user && (
        <CommentForm
          className="ms-10"
          autoFocus
          label={t('comments.replyLabel', { name: comment.user.username })}
          placeholder={t('comments.replyPlaceholder')}
          submitLabel={t('comments.postReply')}
          onCancel={() => onReply(null)}
          onSubmit={async (content) => {
            await post.mutateAsync({ content, parentCommentId: comment.id });
            onReply(null);
          }}
        />
      )}
      {isTopLevel && comment.replies?.length > 0 && (
        <ul className="ms-10 grid gap-3 border-s border-stone-200 ps-3" aria-label={t('comments.replies')}>
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <CommentBody comment={reply} sightingId={sightingId} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function CommentBody({
  comment,
  sightingId,
  onReply,
}: {
  comment: Comment;
  sightingId: number;
  /** Present only for top-level comments: replies take no replies. */
  onReply?: (commentId: number) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { user } = useCurrentUser();
  const like = useCommentLike(comment);
  const remove = useDeleteComment(sightingId);
  const isAuthor = isSameMember(user?.id, comment.userId);

  return (
    <article className="flex gap-3" aria-label={t('comments.commentBy', { name: comment.user.username })}>
      <MemberAvatar username={comment.user.username} imageUrl={comment.user.profileImageUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm">
            <Link
              to={`/profile/${comment.userId}`}
              dir="auto"
              className="font-semibold text-stone-900 hover:text-brand-800 hover:underline"
            >
              {comment.user.username}
            </Link>
            <span aria-hidden> · </span>
            <time
              dateTime={comment.createdAt}
              title={formatDate(comment.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
              className="text-stone-600"
            >
              {formatRelativeTime(comment.createdAt, language)}
            </time>
          </p>
          {isAuthor && (
            <DropdownMenu>
              <DropdownMenuTrigger
                aria-label={t('comments.actions')}
                className="rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
              >
                <MoreHorizontal className="size-4" aria-hidden />
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem
                  className="text-red-700"
                  disabled={remove.isPending}
                  onSelect={() => remove.mutate(comment)}
                >
                  <Trash2 aria-hidden />
                  {t('comments.delete')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
        {/* Plain text: line breaks kept by CSS, markup shown as typed. */}
        {/* dir="auto": a comment keeps its own direction (an English one in the Arabic layout too). */}
        <p dir="auto" className="mt-0.5 whitespace-pre-line break-words text-sm text-stone-800">
          {comment.content}
        </p>
        <div className="mt-1 flex items-center gap-3 text-xs">
          <button
            type="button"
            onClick={like.toggle}
            disabled={!user || like.isPending}
            aria-pressed={like.liked}
            aria-label={t('comments.likeLabel', { count: like.likes })}
            title={user ? undefined : t('comments.signInToLike')}
            className={cn(
              'inline-flex items-center gap-1 rounded px-1 py-0.5 text-stone-600 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-60',
              like.liked && 'text-red-700',
            )}
          >
            <Heart className={cn('size-3.5', like.liked && 'fill-current')} aria-hidden />
            <span aria-hidden>{formatNumber(like.likes, language)}</span>
          </button>
          {onReply && user && (
            <button
              type="button"
              onClick={() => onReply(comment.id)}
              className="inline-flex items-center gap-1 rounded px-1 py-0.5 font-medium text-stone-600 hover:text-brand-800"
            >
              <Reply className="size-3.5" aria-hidden />
              {t('comments.reply')}
            </button>
          )}
          {/* Members flag others' comments for the administrators (features/moderation). */}
          <FlagCommentButton
            commentId={comment.id}
            authorId={comment.userId}
            authorName={comment.user.username}
          />
        </div>
      </div>
    </article>
  );
}
