// The review moderation queue: flagged reviews first, then rejected ones, with their text, photos and the
// reporter's reason; approve (shown again) or reject (hidden).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { ReviewPhotos } from '../ReviewPhotos';
import { useAdminGearReviews, useModerateReview } from '../use-gear-admin';

export function ReviewQueue() {
  const { t } = useTranslation();
  const reviews = useAdminGearReviews();
  const moderate = useModerateReview();
  const failed = (e: unknown) =>
    toast({ title: errorMessage(e, t('gear.saveFailed')), variant: 'destructive' });
  return (
    <section aria-labelledby="gear-admin-reviews" className="grid min-w-0 gap-3">
      <h2 id="gear-admin-reviews" className="text-xl font-semibold">
        {t('gear.admin.reviewQueue')}
      </h2>
      {reviews.isError && <p role="alert">{errorMessage(reviews.error, t('gear.loadFailed'))}</p>}
      {reviews.data?.length === 0 && <p>{t('gear.admin.queueEmpty')}</p>}
      <ul className="grid gap-3">
        {reviews.data?.map((r) => (
          <li key={r.id} className="grid min-w-0 gap-1 rounded-xl border border-stone-200 bg-white p-3">
            <p className="text-xs text-stone-600">
              {r.productName} · {r.author.username} · {t(`gear.admin.status.${r.moderationStatus}`)}
            </p>
            <p className="break-words font-semibold">{r.title}</p>
            <p className="whitespace-pre-line break-words text-sm">{r.content}</p>
            <ReviewPhotos images={r.images} title={r.title} />
            {r.flagReason && (
              <p className="break-words text-sm text-amber-800">
                {t('gear.admin.reason', { reason: r.flagReason })}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={moderate.isPending}
                onClick={() => moderate.mutate({ id: r.id, decision: 'approve' }, { onError: failed })}
              >
                {t('gear.admin.approve')}
              </Button>
              {r.moderationStatus !== 'rejected' && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ id: r.id, decision: 'reject' }, { onError: failed })}
                >
                  {t('gear.admin.reject')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
