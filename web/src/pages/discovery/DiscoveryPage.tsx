// /discovery: what can be seen around a place this month (the member's position, a location, or a point on the
// map): species seen recently, species likely this season, hot spots nearby and recent rare sightings. The place
// lives in the address, so a view can be shared; Premium members have the enhanced view's filters and charts.
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { AroundTheWebSection } from '../../features/curated/AroundTheWebSection';
import { DiscoveryFrame } from '../../features/discovery/DiscoveryFrame';
import { DiscoveryResults } from '../../features/discovery/DiscoveryResults';
import { discoveryRequest, PLACE_KEYS } from '../../features/discovery/discovery-params';
import { useDiscovery, useDiscoveryAddress } from '../../features/discovery/use-discovery';
import { useCurrentLanguage } from '../../features/language/current-language';
import { DiscoveryStatus } from './DiscoveryStatus';

export default function DiscoveryPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  usePageTitle(t('pages.discovery.title'));
  const [params, change] = useDiscoveryAddress();
  const request = discoveryRequest(params, false, language);
  const query = useDiscovery(request);
  const place = new URLSearchParams(
    PLACE_KEYS.flatMap((k) => {
      const v = params.get(k);
      return v ? [[k, v]] : [];
    }),
  ).toString();
  return (
    <DiscoveryFrame
      title={t('pages.discovery.title')}
      intro={t('discovery.intro')}
      aside={
        <Link
          to={`/enhanced-discovery${place ? `?${place}` : ''}`}
          className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          <Sparkles className="size-4" aria-hidden />
          {t('discovery.enhanced.link')}
        </Link>
      }
      params={params}
      onChange={change}
      data={request ? query.data : undefined}
    >
      <DiscoveryStatus request={request} query={query}>
        {query.data && <DiscoveryResults data={query.data} language={language} />}
      </DiscoveryStatus>
      {/* Links to wildlife content elsewhere, chosen by the administrators (features/curated). */}
      <AroundTheWebSection />
    </DiscoveryFrame>
  );
}
