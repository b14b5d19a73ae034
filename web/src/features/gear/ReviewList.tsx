// The approved reviews of a product, most helpful first: rating, title, text, the photos (small, opening larger),
// pros and cons, the member's context, and helpful votes (once, never one's own) and a flag for moderation.
import type { GearReview } from '@common/schemas/gear';
import { Flag, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../auth/use-current-user';
import { ReviewPhotos } from './ReviewPhotos';
import { Stars } from './Stars';
import { useFlagReview, useHelpfulVote } from './use-gear';

function ReviewItem({ review }: { review: GearReview }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const vote = useHelpfulVote();
  const flag = useFlagReview();
  const own = user?.id === review.author.id;
  const failed = (e: unknown) =>
    toast({ title: errorMessage(e, t('gear.saveFailed')), variant: 'destructive' });
  const facts = [
    [t('gear.wildlifeTypes'), review.wildlifeTypes.join(', ')],
    [t('gear.usageContext'), review.usageContext],
    [t('gear.ownershipDuration'), review.ownershipDuration],
    [t('gear.recommendedFor'), review.recommendedFor],
  ].filter((f): f is [string, string] => Boolean(f[1]));
  return (
    <li className="grid min-w-0 gap-2 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <h3 className="break-words font-semibold text-stone-900">{review.title}</h3>
      </div>
      <p className="text-xs text-stone-600">
        <Link to={`/profile/${review.author.id}`} className="underline">
          {review.author.username}
        </Link>{' '}
        · {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(review.createdAt))}
      </p>
      <p className="whitespace-pre-line break-words text-sm text-stone-800">{review.content}</p>
      <ReviewPhotos images={review.images} title={review.title} />
      {(review.pros.length > 0 || review.cons.length > 0) && (
        <div className="grid gap-2 sm:grid-cols-2">
          {review.pros.length > 0 && (
            <div>
              <p className="text-sm font-semibold text-emerald-800">{t('gear.pros')}</p>
              <ul className="list-disc ps-5 text-sm">
                {review.pros.map((p) => (
                  <li key={p} className="break-words">
                    {p}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {review.cons.length > 0 && (
            <div>
              <p className="text-sm font-semibold text-red-800">{t('gear.cons')}</p>
              <ul className="list-disc ps-5 text-sm">
                {review.cons.map((c) => (
                  <li key={c} className="break-words">
                    {c}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {facts.length > 0 && (
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="inline font-semibold">{label}: </dt>
              <dd className="inline break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-stone-700">
          {t('gear.helpfulCount', { count: review.helpfulVotes })}
        </span>
        {user && !own && (
          <>
            <Button
              size="sm"
              variant={review.votedByMe ? 'default' : 'outline'}
              aria-pressed={review.votedByMe}
              disabled={vote.isPending}
              onClick={() =>
                vote.mutate({ reviewId: review.id, voted: review.votedByMe }, { onError: failed })
              }
            >
              <ThumbsUp className="size-4" aria-hidden />
              {t('gear.helpful')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={flag.isPending}
              onClick={() =>
                flag.mutate(review.id, {
                  onSuccess: () => toast({ title: t('gear.flagged'), variant: 'success' }),
                  onError: failed,
                })
              }
            >
              <Flag className="size-4" aria-hidden />
              {t('gear.flag')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

export function ReviewList({ reviews }: { reviews: GearReview[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) return <p className="text-stone-700">{t('gear.noReviews')}</p>;
  return (
    <ul className="grid gap-3">
      {reviews.map((r) => (
        <ReviewItem key={r.id} review={r} />
      ))}
    </ul>
  );
}
