// The home page (spec section 2, "Home page"): hero, contest winners, featured sightings, categories,
// quick actions, plans, and the mobile floating action button.
import { useEffect, useRef } from 'react';
import { trackEngagement } from '../../lib/analytics';
import { CategoryBrowserSection } from './sections/CategoryBrowserSection';
import { ContestWinnersSection } from './sections/ContestWinnersSection';
import { FeaturedSightingsSection } from './sections/FeaturedSightingsSection';
import { HeroSection } from './sections/HeroSection';
import { MobileActionButton } from './sections/MobileActionButton';
import { PricingSection } from './sections/PricingSection';
import { QuickActionsSection } from './sections/QuickActionsSection';

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
      <CategoryBrowserSection />
      <QuickActionsSection />
      <PricingSection />
      <MobileActionButton />
    </>
  );
}
