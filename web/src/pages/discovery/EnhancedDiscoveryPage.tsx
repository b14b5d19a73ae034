// /enhanced-discovery: discovery with what Premium members pay for: filters (date range, rarity, time of day,
// weather, category, species I have not recorded yet) and charts. Visitors are asked to sign in, free members are
// told it is part of Premium with the way to upgrade (the server refuses them anyway: 401 and 403); the place
// and filters live in the address.
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { DiscoveryCharts } from '../../features/discovery/DiscoveryCharts';
import { DiscoveryFrame } from '../../features/discovery/DiscoveryFrame';
import { DiscoveryResults } from '../../features/discovery/DiscoveryResults';
import { discoveryRequest, PLACE_KEYS } from '../../features/discovery/discovery-params';
import { EnhancedFilters } from '../../features/discovery/EnhancedFilters';
import { useDiscoveryAddress, useEnhancedDiscovery } from '../../features/discovery/use-discovery';
import { useCurrentLanguage } from '../../features/language/current-language';
import { PremiumUnavailableNotice } from '../../features/plans/PremiumUnavailableNotice';
import { usePremiumOffered } from '../../features/plans/use-premium-offered';
import { UPGRADE_PATH } from '../../features/uploads/UploadAllowanceNotice';
import { ApiError } from '../../lib/api';
import { DiscoveryStatus } from './DiscoveryStatus';

export default function EnhancedDiscoveryPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  usePageTitle(t('pages.enhancedDiscovery.title'));
  const { user, isPremium, isLoading } = useCurrentUser();
  const [params, change] = useDiscoveryAddress();
  const request = discoveryRequest(params, true, language);
  const query = useEnhancedDiscovery(request, isPremium);
  const status = query.error instanceof ApiError ? query.error.status : null;
  const place = new URLSearchParams(
    PLACE_KEYS.flatMap((k) => {
      const v = params.get(k);
      return v ? [[k, v]] : [];
    }),
  ).toString();
  const basicLink = (
    <Link
      to={`/discovery${place ? `?${place}` : ''}`}
      className="justify-self-start text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
    >
      {t('discovery.enhanced.basicLink')}
    </Link>
  );
  // What the server would refuse, said before asking it; its own refusal (a plan that just ended) too.
  const refusal = isLoading
    ? null
    : !user || status === 401
      ? 'signIn'
      : !isPremium || status === 403
        ? 'premium'
        : null;
  return (
    <DiscoveryFrame
      title={t('pages.enhancedDiscovery.title')}
      intro={t('discovery.enhanced.intro')}
      aside={basicLink}
      params={params}
      onChange={change}
      data={refusal === null && request ? query.data : undefined}
    >
      {refusal ? (
        <PremiumOnly signIn={refusal === 'signIn'} />
      ) : (
        <>
          <EnhancedFilters params={params} onChange={change} />
          <DiscoveryStatus request={request} query={query}>
            {query.data && (
              <div className="grid gap-10">
                <DiscoveryCharts charts={query.data.charts} language={language} />
                <DiscoveryResults data={query.data} language={language} />
              </div>
            )}
          </DiscoveryStatus>
        </>
      )}
    </DiscoveryFrame>
  );
}

function PremiumOnly({ signIn }: { signIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const offered = usePremiumOffered();
  const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <section
      aria-labelledby="discovery-premium-heading"
      className="grid justify-items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2
        id="discovery-premium-heading"
        className="flex items-center gap-2 text-lg font-semibold text-amber-950"
      >
        <Lock className="size-5" aria-hidden />
        {t('discovery.enhanced.premiumTitle')}
      </h2>
      <p className="text-amber-950">{t('discovery.enhanced.premiumOnly')}</p>
      <div className="flex flex-wrap gap-2">
        {signIn && (
          <Button asChild variant="outline">
            <Link to={`/login?returnUrl=${returnUrl}`}>{t('discovery.enhanced.signIn')}</Link>
          </Button>
        )}
        {offered && (
          <Button asChild>
            <Link to={UPGRADE_PATH}>{t('discovery.enhanced.upgrade')}</Link>
          </Button>
        )}
      </div>
      {!offered && <PremiumUnavailableNotice />}
    </section>
  );
}
