// The member's "Invite friends" card (on /subscription): the referral link to copy, how many members it brought
// and how many became Premium, the free months earned and used, the rules behind them, and the rewards so far.
import { REFERRAL_RULES, type Reward } from '@common/schemas/referrals';
import { Copy, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/use-toast';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useReferralSummary } from './use-referrals';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid gap-0.5 rounded-xl bg-stone-50 p-3">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="text-xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

function rewardText(t: ReturnType<typeof useTranslation>['t'], reward: Reward): string {
  if (reward.kind === 'referral') return t('referrals.rewards.referral', { name: reward.detail ?? '—' });
  if (reward.kind === 'activity_month')
    return t('referrals.rewards.activity_month', { month: reward.detail ?? '' });
  return t('referrals.rewards.gift_card');
}

export function InviteFriendsCard() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const summary = useReferralSummary();
  const linkId = useId();
  const data = summary.data;
  // Nothing to show while it loads or when it cannot (the plan above is what the page is for).
  if (!data?.link) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.link);
      toast({ title: t('referrals.invite.copied'), variant: 'success' });
    } catch {
      toast({ title: t('referrals.invite.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <section
      aria-labelledby="invite-title"
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <Users aria-hidden className="size-5 text-brand-700" />
        <h2 id="invite-title" className="text-xl font-semibold text-stone-900">
          {t('referrals.invite.title')}
        </h2>
      </div>
      <p className="text-sm text-stone-700">{t('referrals.invite.intro')}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={linkId}>{t('referrals.invite.linkLabel')}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={linkId}
            readOnly
            value={data.link}
            dir="ltr"
            className="min-w-0 flex-1"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden />
            {t('referrals.invite.copy')}
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={t('referrals.invite.stats.invited')} value={data.referralCount} />
        <Stat label={t('referrals.invite.stats.premium')} value={data.conversions} />
        <Stat label={t('referrals.invite.stats.earned')} value={data.freeMonthsEarned} />
        <Stat label={t('referrals.invite.stats.used')} value={data.freeMonthsUsed} />
      </dl>
      <p className="text-sm text-stone-700">
        {t('referrals.invite.activityRule', {
          sightings: REFERRAL_RULES.activityMonthSightings,
          months: data.sightingMonthsEarned,
        })}
      </p>
      {!data.premium && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('referrals.invite.notPremium')}{' '}
          <Link to="/upgrade" className="font-medium underline">
            {t('referrals.invite.upgrade')}
          </Link>
        </p>
      )}
      {data.rewards.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold text-stone-900">{t('referrals.invite.rewardsTitle')}</h3>
          <ul className="grid gap-1 text-sm text-stone-700">
            {data.rewards.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2">
                <span dir="auto">{rewardText(t, r)}</span>
                <span className="text-stone-500">
                  {formatDate(r.createdAt, language, { dateStyle: 'medium' })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link to="/gift-card-offer" className="justify-self-start text-sm font-medium text-brand-800 underline">
        {t('referrals.invite.giftCardLink')}
      </Link>
    </section>
  );
}
