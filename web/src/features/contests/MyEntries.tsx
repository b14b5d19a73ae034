// The member's own entries of a contest with where each stands: waiting for payment (pay now, or withdraw),
// entered (paid or free), or refunded. While entries are open an entry may be withdrawn; a paid one is refunded.
import type { ContestDetail, ContestEntry } from '@common/schemas/contests';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { toast } from '../../components/ui/use-toast';
import { useCurrentLanguage } from '../language/current-language';
import { useFollowRedirect } from '../plans/follow-redirect';
import { formatMoney } from '../plans/money';
import { mediaPath } from '../sightings/media-path';
import { contestRefusalText } from './refusal-text';
import { usePayEntryAgain, useWithdrawEntry } from './use-contests';

export function MyEntries({ detail }: { detail: ContestDetail }) {
  const { t } = useTranslation();
  if (detail.myEntries.length === 0) return null;
  return (
    <section aria-label={t('contests.mine.heading')} className="grid gap-2">
      <h3 className="font-medium text-stone-900">{t('contests.mine.heading')}</h3>
      <ul className="grid gap-2">
        {detail.myEntries.map((entry) => (
          <li key={entry.id}>
            <MyEntry detail={detail} entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyEntry({ detail, entry }: { detail: ContestDetail; entry: ContestEntry }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const follow = useFollowRedirect();
  const payAgain = usePayEntryAgain(detail.contest.id);
  const withdraw = useWithdrawEntry(detail.contest.id);
  const open = detail.contest.status === 'open';
  const method = detail.viewer.cardSupported ? 'card' : detail.viewer.paypalSupported ? 'paypal' : undefined;
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: contestRefusalText(t, error, t('common.tryAgain')) });

  const status =
    entry.paymentStatus === 'paid' && entry.fee
      ? t('contests.mine.paid', { fee: formatMoney(entry.fee, language) })
      : t(`contests.mine.status.${entry.paymentStatus ?? 'pending'}`);

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-2">
      {entry.imageUrl ? (
        <img src={mediaPath(entry.imageUrl)} alt="" className="size-14 rounded object-cover" />
      ) : (
        <span className="size-14 rounded bg-stone-100" />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <span dir="auto" className="truncate font-medium text-stone-900">
          {entry.speciesName}
        </span>
        <Badge variant={entry.paymentStatus === 'pending' ? 'outline' : 'default'}>{status}</Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        {entry.paymentStatus === 'pending' && open && (
          <Button
            size="sm"
            disabled={payAgain.isPending}
            onClick={() =>
              payAgain.mutate(
                { entryId: entry.id, ...(method ? { method } : {}) },
                {
                  onSuccess: (answer) => {
                    if (answer.checkout) follow(answer.checkout.redirectUrl);
                  },
                  onError: failed(t('contests.mine.payFailed')),
                },
              )
            }
          >
            {t('contests.mine.payNow')}
          </Button>
        )}
        {open && entry.paymentStatus !== 'refunded' && (
          <ConfirmButton
            size="sm"
            variant="outline"
            confirmVariant="destructive"
            disabled={withdraw.isPending}
            question={
              entry.paymentStatus === 'paid'
                ? t('contests.mine.confirmRefund')
                : t('contests.mine.confirmWithdraw')
            }
            onConfirm={() =>
              withdraw.mutate(entry.id, {
                onSuccess: (answer) =>
                  toast({
                    variant: 'success',
                    title: answer.refunded ? t('contests.mine.refunded') : t('contests.mine.withdrawn'),
                  }),
                onError: failed(t('contests.mine.withdrawFailed')),
              })
            }
          >
            {entry.paymentStatus === 'paid' ? t('contests.mine.withdrawRefund') : t('contests.mine.withdraw')}
          </ConfirmButton>
        )}
      </div>
    </div>
  );
}
