// The "Flag" action of a sighting page, for signed-in members other than its author: a reason (inappropriate,
// spam, wrong species, copyright, other) and optional details go to the administrators. Once per member.
import { FLAG_REASONS } from '@common/constants/moderation';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { FlagDialog } from './FlagDialog';
import { useFlagSighting, useSightingModeration } from './use-moderation';

export function FlagSightingButton({ sightingId }: { sightingId: number }) {
  const { t } = useTranslation();
  const state = useSightingModeration(sightingId);
  const flag = useFlagSighting(sightingId);

  if (state.data?.flaggedByMe) {
    return (
      <span className="inline-flex items-center gap-1.5 px-3 text-sm text-stone-600">
        <Flag className="size-4" aria-hidden />
        {t('moderation.flag.done')}
      </span>
    );
  }

  return (
    <FlagDialog
      title={t('moderation.flag.title')}
      reasons={FLAG_REASONS}
      isPending={flag.isPending}
      trigger={
        <Button variant="ghost" size="sm">
          <Flag aria-hidden />
          {t('moderation.flag.button')}
        </Button>
      }
      onSend={(values, done) =>
        flag.mutate(values, {
          onSuccess: () => {
            done();
            toast({
              title: t('moderation.flag.sentTitle'),
              description: t('moderation.flag.sentDescription'),
            });
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) done();
            toast({
              variant: 'destructive',
              title: t('moderation.flag.failed'),
              description: errorMessage(error, t('common.tryAgain')),
            });
          },
        })
      }
    />
  );
}

/** Shown to a held sighting's author: it is hidden from others until an administrator has looked at it. */
export function UnderReviewNotice({ sightingId }: { sightingId: number }) {
  const { t } = useTranslation();
  const state = useSightingModeration(sightingId);
  if (!state.data?.underReview) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <strong className="font-semibold">{t('moderation.underReview.title')}</strong>{' '}
      {t('moderation.underReview.description')}
    </p>
  );
}
