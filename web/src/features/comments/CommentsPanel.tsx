// The comments of a sighting (spec sections 2 and 5): the list with one level of replies, the box for
// members (visitors read the spec's invitation to log in instead), one reply box open at a time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { formatNumber } from '../../lib/format';
import { useCurrentUser } from '../auth/use-current-user';
import { useCurrentLanguage } from '../language/current-language';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { countComments, useComments, usePostComment } from './use-comments';

interface CommentsPanelProps {
  sightingId: number;
  /** Heading level: the sighting page uses an h2, cards a smaller h4. */
  headingLevel?: 'h2' | 'h4';
}

export function CommentsPanel({ sightingId, headingLevel = 'h4' }: CommentsPanelProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const language = useCurrentLanguage();
  const location = useLocation();
  const comments = useComments(sightingId);
  const post = usePostComment(sightingId);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const Heading = headingLevel;
  const list = comments.data ?? [];

  return (
    <section aria-label={t('comments.title')} className="grid gap-4">
      <Heading className={headingLevel === 'h2' ? 'text-xl font-semibold' : 'text-sm font-semibold'}>
        {comments.data
          ? // Formatted like every other number of the card (Arabic-Indic digits in Arabic); the text has no
            // plural forms, so the count may be a string.
            t('comments.titleWithCount', { count: formatNumber(countComments(comments.data), language) })
          : t('comments.title')}
      </Heading>

      {user ? (
        <CommentForm
          label={t('comments.commentLabel')}
          placeholder={t('comments.placeholder')}
          submitLabel={t('comments.post')}
          onSubmit={(content) => post.mutateAsync({ content })}
        />
      ) : (
        <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          {t('comments.loginToComment')}{' '}
          <Link
            to={`/login?returnUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
            className="font-medium text-brand-800 hover:underline"
          >
            {t('comments.logIn')}
          </Link>
        </p>
      )}

      {comments.isPending ? (
        <Spinner label={t('comments.loading')} />
      ) : comments.isError ? (
        <div className="text-sm">
          <p>{t('common.errorOccurred')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void comments.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-600">{t('comments.empty')}</p>
      ) : (
        <ul className="grid gap-4">
          {list.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              sightingId={sightingId}
              replying={replyingTo === comment.id}
              onReply={setReplyingTo}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export default CommentsPanel;
