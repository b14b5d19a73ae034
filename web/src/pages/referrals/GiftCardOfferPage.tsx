// /gift-card-offer: the gift card rule as the server applies it (REFERRAL_RULES), a signed-in member's progress
// towards it within their first days, and what to do next (record a sighting, or join).
import type { GiftCardProgress } from '@common/schemas/referrals';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import { useGiftCardOffer } from '../../features/referrals/use-referrals';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';

function Progress({ progress, days }: { progress: GiftCardProgress; days: number }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const done = Math.min(progress.sightings, progress.required);
  const date = formatDate(progress.windowEndsAt, language, { dateStyle: 'long' });
  return (
    <section
      aria-labelledby="gift-progress"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="gift-progress" className="text-xl font-semibold text-stone-900">
        {t('referrals.giftCard.progressTitle')}
      </h2>
      <div
        role="progressbar"
        aria-label={t('referrals.giftCard.progressTitle')}
        aria-valuemin={0}
        aria-valuemax={progress.required}
        aria-valuenow={done}
        className="h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-600" style={{ width: `${(done / progress.required) * 100}%` }} />
      </div>
      <p className="font-medium text-stone-900">
        {t('referrals.giftCard.progress', { done: progress.sightings, required: progress.required })}
      </p>
      {progress.awarded ? (
        <p className="rounded-lg bg-brand-50 p-3 text-brand-900">{t('referrals.giftCard.awarded')}</p>
      ) : progress.eligible ? (
        <p className="rounded-lg bg-brand-50 p-3 text-brand-900">{t('referrals.giftCard.eligible')}</p>
      ) : progress.windowOpen ? (
        <p className="text-sm text-stone-700">{t('referrals.giftCard.windowEnds', { days, date })}</p>
      ) : (
        <p className="text-sm text-stone-700">{t('referrals.giftCard.missed', { days, date })}</p>
      )}
    </section>
  );
}

export default function GiftCardOfferPage() {
  const { t } = useTranslation();
  usePageTitle(t('referrals.giftCard.title'));
  const { isAuthenticated } = useCurrentUser();
  const offer = useGiftCardOffer();
  const rule = offer.data?.rule;
  const progress = offer.data?.progress ?? null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold text-stone-900">
          <Gift aria-hidden className="size-7 text-brand-700" />
          {t('referrals.giftCard.title')}
        </h1>
        <p className="text-stone-700">{t('referrals.giftCard.subtitle')}</p>
      </div>
      {offer.isPending && <Skeleton className="h-40 rounded-2xl" />}
      {offer.isError && (
        <div className="grid justify-items-start gap-2">
          <p role="alert" className="text-stone-700">
            {errorMessage(offer.error, t('referrals.giftCard.loadFailed'))}
          </p>
          <Button variant="outline" onClick={() => void offer.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {rule && (
        <section
          aria-labelledby="gift-rule"
          className="grid gap-3 rounded-2xl bg-brand-50 p-6 text-brand-950"
        >
          <h2 id="gift-rule" className="text-xl font-semibold">
            {t('referrals.giftCard.ruleTitle')}
          </h2>
          <p className="text-lg">
            {t('referrals.giftCard.rule', { sightings: rule.sightingsRequired, days: rule.days })}
          </p>
          <p className="text-sm">{t('referrals.giftCard.once')}</p>
        </section>
      )}
      {rule && progress && <Progress progress={progress} days={rule.days} />}
      {rule && (
        <div className="flex flex-wrap gap-3">
          {isAuthenticated ? (
            <Button asChild>
              <Link to="/upload">{t('referrals.giftCard.ctaUpload')}</Link>
            </Button>
          ) : (
            <>
              <Button asChild>
                <Link to="/register">{t('referrals.giftCard.ctaRegister')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/login?returnUrl=%2Fgift-card-offer">{t('referrals.giftCard.ctaSignIn')}</Link>
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
