// The home page (spec section 2, "Home page"): hero, contest winners, featured sightings, categories,
// quick actions, plans, and the mobile floating action button.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { trackEngagement } from '../../lib/analytics';
import { ContestWinnersSection } from './sections/ContestWinnersSection';
import { FeaturedSightingsSection } from './sections/FeaturedSightingsSection';
import { HeroSection } from './sections/HeroSection';
import { MobileActionButton } from './sections/MobileActionButton';

// Far below the fold on every screen: their code loads once the page has rendered, not before it.
const CategoryBrowserSection = lazy(() =>
  import('./sections/CategoryBrowserSection').then((m) => ({ default: m.CategoryBrowserSection })),
);
const QuickActionsSection = lazy(() =>
  import('./sections/QuickActionsSection').then((m) => ({ default: m.QuickActionsSection })),
);
const PricingSection = lazy(() =>
  import('./sections/PricingSection').then((m) => ({ default: m.PricingSection })),
);

export default function HomePage() {
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
      <Suspense fallback={null}>
        <CategoryBrowserSection />
        <QuickActionsSection />
        <PricingSection />
      </Suspense>
      <MobileActionButton />
    </>
  );
}
