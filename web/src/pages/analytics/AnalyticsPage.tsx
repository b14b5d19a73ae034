// /analytics (login required): the member's views, likes, comments and followers over time, top sightings,
// species and categories. Free members see the last 30 days; the 90 and 365 day ranges, the breakdown per
// sighting, the best hours and weekdays to post, follower growth and the CSV export are Premium Explorer's (the
// page says so and links to the upgrade; the server refuses them anyway with 403).
import {
  ANALYTICS_RANGES,
  type AnalyticsRange,
  FREE_ANALYTICS_RANGE,
} from '@common/schemas/member-analytics';
import { Download, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import {
  PremiumCards,
  SeriesCard,
  SpeciesCard,
  TopCard,
  Totals,
} from '../../features/member-analytics/AnalyticsSections';
import {
  analyticsCsvUrl,
  isPremiumRefusal,
  useMemberAnalytics,
} from '../../features/member-analytics/use-member-analytics';
import { PremiumUnavailableNotice } from '../../features/plans/PremiumUnavailableNotice';
import { usePremiumOffered } from '../../features/plans/use-premium-offered';
import { UPGRADE_PATH } from '../../features/uploads/UploadAllowanceNotice';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';

const chip =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition';
const on = 'border-brand-700 bg-brand-700 text-white';
const off = 'border-stone-300 bg-white text-stone-800 hover:border-brand-600';

function PremiumOffer() {
  const { t } = useTranslation();
  const offered = usePremiumOffered();
  return (
    <section
      aria-labelledby="analytics-premium"
      className="grid justify-items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="analytics-premium" className="flex items-center gap-2 text-lg font-semibold text-amber-950">
        <Lock className="size-5" aria-hidden />
        {t('memberAnalytics.premium.title')}
      </h2>
      <p className="text-amber-950">{t('memberAnalytics.premium.body')}</p>
      {offered ? (
        <Button asChild>
          <Link to={UPGRADE_PATH}>{t('memberAnalytics.premium.upgrade')}</Link>
        </Button>
      ) : (
        <PremiumUnavailableNotice />
      )}
    </section>
  );
}

export default function AnalyticsPage() {
  const { t } = useTranslation();
  usePageTitle(t('memberAnalytics.title'));
  const language = useCurrentLanguage();
  const { isPremium, isLoading } = useCurrentUser();
  const [days, setDays] = useState<AnalyticsRange>(FREE_ANALYTICS_RANGE);
  // A free member's Premium range is not asked for: the offer shows instead.
  const allowed = isPremium || days === FREE_ANALYTICS_RANGE;
  const query = useMemberAnalytics(days, !isLoading && allowed);
  const refused = !allowed || isPremiumRefusal(query.error);
  const data = refused ? undefined : query.data;

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold text-stone-900">{t('memberAnalytics.title')}</h1>
        <p className="text-stone-600">{t('memberAnalytics.subtitle')}</p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('memberAnalytics.range.label')}</legend>
          {ANALYTICS_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={days === range}
              className={cn(chip, days === range ? on : off)}
              onClick={() => setDays(range)}
            >
              {!isPremium && range !== FREE_ANALYTICS_RANGE && <Lock className="size-3.5" aria-hidden />}
              {t(`memberAnalytics.range.${range}`)}
              {!isPremium && range !== FREE_ANALYTICS_RANGE && (
                <span className="sr-only"> {t('memberAnalytics.range.premium')}</span>
              )}
            </button>
          ))}
        </fieldset>
        {isPremium && data && (
          <Button asChild variant="outline">
            <a href={analyticsCsvUrl(days)} download>
              <Download aria-hidden />
              {t('memberAnalytics.csv')}
            </a>
          </Button>
        )}
      </div>

      {refused ? (
        <PremiumOffer />
      ) : query.isError ? (
        <p role="alert" className="text-stone-700">
          {errorMessage(query.error, t('memberAnalytics.loadFailed'))}
        </p>
      ) : !data ? (
        <PageSpinner />
      ) : (
        <div className="grid gap-6">
          <p className="text-sm text-stone-600">{t('memberAnalytics.utcNote')}</p>
          <Totals data={data} language={language} />
          <SeriesCard data={data} language={language} />
          <TopCard data={data} language={language} />
          <SpeciesCard data={data} language={language} />
          {data.advanced ? <PremiumCards data={data} language={language} /> : <PremiumOffer />}
        </div>
      )}
    </section>
  );
}
