// The home page (spec section 2, "Home page"): hero, contest winners, featured sightings, today's featured photo,
// categories, quick actions, plans, and the mobile floating action button.
import { SITE_NAME } from '@common/constants/limits';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { trackEngagement } from '../../lib/analytics';
import { useNearViewport } from '../../lib/use-near-viewport';
import { ContestWinnersSection } from './sections/ContestWinnersSection';
import { FeaturedSightingsSection } from './sections/FeaturedSightingsSection';
import { HeroSection } from './sections/HeroSection';
import { MobileActionButton } from './sections/MobileActionButton';

// Far below the fold on every screen: their code loads, and they render, as the visitor scrolls towards them,
// so they add nothing to the work of the page's first seconds.
// Today's featured photo (features/curated): its code and its request wait until the visitor scrolls near it.
const FeaturedPhotoSection = lazy(() =>
  import('../../features/curated/FeaturedPhotoSection').then((m) => ({ default: m.FeaturedPhotoSection })),
);
const CategoryBrowserSection = lazy(() =>
  import('./sections/CategoryBrowserSection').then((m) => ({ default: m.CategoryBrowserSection })),
);
const QuickActionsSection = lazy(() =>
  import('./sections/QuickActionsSection').then((m) => ({ default: m.QuickActionsSection })),
);
const HomeAffiliateSection = lazy(() =>
  import('../../features/gear/HomeAffiliateSection').then((m) => ({ default: m.HomeAffiliateSection })),
);
const PricingSection = lazy(() =>
  import('./sections/PricingSection').then((m) => ({ default: m.PricingSection })),
);

export default function HomePage() {
  // Home is the site itself: the tab reads "WildLens".
  usePageTitle(SITE_NAME);
  // One engagement event per visit of the page, also under StrictMode's double effects.
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    trackEngagement({ action: 'page_view', category: 'navigation', label: 'homepage' });
  }, []);

  return (
    <>
      <HeroSection />
      <ContestWinnersSection />
      <FeaturedSightingsSection />
      <BelowTheFold>
        {/* Its own boundary: the sections after it do not wait for its code. */}
        <Suspense fallback={null}>
          <FeaturedPhotoSection />
        </Suspense>
        <CategoryBrowserSection />
        <QuickActionsSection />
        <HomeAffiliateSection />
        <PricingSection />
      </BelowTheFold>
      <MobileActionButton />
    </>
  );
}

/** Renders its sections once the visitor is within a screen of them. */
function BelowTheFold({ children }: { children: ReactNode }) {
  const [marker, near] = useNearViewport<HTMLDivElement>('800px');
  return <div ref={marker}>{near && <Suspense fallback={null}>{children}</Suspense>}</div>;
}
