// Each page is its own chunk, loaded when its route is first visited (or, for the page a visit starts on, as
// soon as the app's code runs: see preloadPage in router.tsx).
import { type ComponentType, type LazyExoticComponent, lazy as reactLazy } from 'react';
import type { PageName } from './route-table';

export interface PageProps {
  /** The route's id in the table, used by section pages for their title and purpose. */
  routeId: string;
}

type Page = LazyExoticComponent<ComponentType<PageProps>> & {
  /**
   * Starts loading the page's chunk now; the component then renders without waiting when it is reached.
   * Resolves once the chunk is in (or failed to load: React.lazy then reports the error when the page renders).
   */
  preload(): Promise<void>;
};

/** React.lazy with a `preload`: the same import, so the chunk is fetched once either way. */
function lazy(load: () => Promise<{ default: ComponentType<PageProps> }>): Page {
  return Object.assign(reactLazy(load), {
    preload() {
      // A failed preload is retried by React.lazy when the page renders, which shows the error then.
      return load().then(
        () => {},
        () => {},
      );
    },
  });
}

export const PAGES: Record<PageName, Page> = {
  home: lazy(() => import('../pages/home/HomePage')),
  login: lazy(() => import('../pages/auth/LoginPage')),
  register: lazy(() => import('../pages/auth/RegisterPage')),
  forgotPassword: lazy(() => import('../pages/auth/ForgotPasswordPage')),
  resetPassword: lazy(() => import('../pages/auth/ResetPasswordPage')),
  emailPreferences: lazy(() => import('../pages/auth/EmailPreferencesPage')),
  adminLogin: lazy(() => import('../pages/admin/AdminLoginPage')),
  adminDashboard: lazy(() => import('../pages/admin/AdminDashboardPage')),
  adminModeration: lazy(() => import('../pages/admin/AdminModerationPage')),
  adminAiSettings: lazy(() => import('../pages/admin/AdminAiSettingsPage')),
  identify: lazy(() => import('../pages/identify/IdentifyPage')),
  upload: lazy(() => import('../pages/upload/UploadPage')),
  reportSighting: lazy(() => import('../pages/upload/ReportSightingPage')),
  bulkSighting: lazy(() => import('../pages/upload/BulkSightingPage')),
  publicProfile: lazy(() => import('../pages/profile/PublicProfilePage')),
  myProfile: lazy(() => import('../pages/profile/MyProfilePage')),
  editProfile: lazy(() => import('../pages/profile/EditProfilePage')),
  analytics: lazy(() => import('../pages/analytics/AnalyticsPage')),
  portfolio: lazy(() => import('../pages/portfolio/PublicPortfolioPage')),
  portfolioBuilder: lazy(() => import('../pages/portfolio/PortfolioBuilderPage')),
  notifications: lazy(() => import('../pages/notifications/NotificationsPage')),
  explore: lazy(() => import('../pages/explore/ExplorePage')),
  freshFinds: lazy(() => import('../pages/fresh-finds/FreshFindsPage')),
  community: lazy(() => import('../pages/community/CommunityPage')),
  sighting: lazy(() => import('../pages/sighting/SightingPage')),
  map: lazy(() => import('../pages/map/MapPage')),
  aiInsights: lazy(() => import('../pages/ai-insights/AiInsightsPage')),
  photoAnalyzer: lazy(() => import('../pages/photo-analyzer/PhotoAnalyzerPage')),
  credits: lazy(() => import('../pages/credits/CreditsPage')),
  species: lazy(() => import('../pages/species/SpeciesPage')),
  locations: lazy(() => import('../pages/locations/LocationsPage')),
  location: lazy(() => import('../pages/locations/LocationPage')),
  rareTracker: lazy(() => import('../pages/rare-tracker/RareTrackerPage')),
  migrations: lazy(() => import('../pages/migrations/MigrationsPage')),
  discovery: lazy(() => import('../pages/discovery/DiscoveryPage')),
  enhancedDiscovery: lazy(() => import('../pages/discovery/EnhancedDiscoveryPage')),
  locationAlerts: lazy(() => import('../pages/location-alerts/LocationAlertsPage')),
  enhancedLocationAlerts: lazy(() => import('../pages/location-alerts/EnhancedLocationAlertsPage')),
  adminCustomSpecies: lazy(() => import('../pages/admin/AdminCustomSpeciesPage')),
  adminConservationStatus: lazy(() => import('../pages/admin/AdminConservationStatusPage')),
  pricing: lazy(() => import('../pages/plans/PricingPage')),
  upgrade: lazy(() => import('../pages/plans/UpgradePage')),
  subscribe: lazy(() => import('../pages/plans/SubscribePage')),
  paymentOptions: lazy(() => import('../pages/plans/PaymentOptionsPage')),
  stripeCheckout: lazy(() => import('../pages/plans/StripeCheckoutPage')),
  subscriptionSuccess: lazy(() => import('../pages/plans/SubscriptionSuccessPage')),
  subscription: lazy(() => import('../pages/plans/SubscriptionPage')),
  contests: lazy(() => import('../pages/contests/ContestsPage')),
  locationGuides: lazy(() => import('../pages/guides/LocationGuidesPage')),
  locationGuide: lazy(() => import('../pages/guides/GuidePage')),
  createGuide: lazy(() => import('../pages/guides/CreateGuidePage')),
  shop: lazy(() => import('../pages/gear/ShopPage')),
  amazonShop: lazy(() => import('../pages/gear/AmazonShopPage')),
  gearProduct: lazy(() => import('../pages/gear/GearProductPage')),
  gearWishlist: lazy(() => import('../pages/gear/WishlistPage')),
  printShop: lazy(() => import('../pages/prints/PrintShopPage')),
  printProduct: lazy(() => import('../pages/prints/PrintProductPage')),
  printProducts: lazy(() => import('../pages/prints/PrintProductsPage')),
  printOrders: lazy(() => import('../pages/prints/PrintOrdersPage')),
  contestVoting: lazy(() => import('../pages/contests/ContestVotingPage')),
  contestPayment: lazy(() => import('../pages/contests/ContestPaymentPage')),
  adminContests: lazy(() => import('../pages/admin/AdminContestsPage')),
  productManagement: lazy(() => import('../pages/admin/ProductManagementPage')),
  adminContestVoting: lazy(() => import('../pages/admin/AdminContestVotingPage')),
  adminSubscribers: lazy(() => import('../pages/admin/AdminSubscribersPage')),
  giftCardOffer: lazy(() => import('../pages/referrals/GiftCardOfferPage')),
  adminReferrals: lazy(() => import('../pages/admin/AdminReferralsPage')),
  i18nTest: lazy(() => import('../pages/i18n-test/I18nTestPage')),
  commentsDemo: lazy(() => import('../pages/comments-demo/CommentsDemoPage')),
  articles: lazy(() => import('../pages/articles/ArticlesPage')),
  article: lazy(() => import('../pages/articles/ArticlePage')),
  blog: lazy(() => import('../pages/articles/BlogPage')),
  education: lazy(() => import('../pages/articles/EducationPage')),
  conservation: lazy(() => import('../pages/articles/ConservationPage')),
  resources: lazy(() => import('../pages/articles/ResourcesPage')),
  adminArticles: lazy(() => import('../pages/admin/AdminArticlesPage')),
  adminArticleEditor: lazy(() => import('../pages/admin/AdminArticleEditorPage')),
  terms: lazy(() => import('../pages/help/TermsPage')),
  privacyPolicy: lazy(() => import('../pages/help/PrivacyPolicyPage')),
  dmcaPolicy: lazy(() => import('../pages/help/DmcaPolicyPage')),
  digitalGoodsTerms: lazy(() => import('../pages/help/DigitalGoodsTermsPage')),
  contact: lazy(() => import('../pages/help/ContactPage')),
  faq: lazy(() => import('../pages/help/FaqPage')),
  systemTest: lazy(() => import('../pages/admin/SystemTestPage')),
  adminCuratedContent: lazy(() => import('../pages/admin/AdminCuratedContentPage')),
  adminBulkUpload: lazy(() => import('../pages/admin/AdminBulkUploadPage')),
  adminCategoryImages: lazy(() => import('../pages/admin/AdminCategoryImagesPage')),
  instagramPost: lazy(() => import('../pages/instagram-post/InstagramPostPage')),
  socialMediaPromo: lazy(() => import('../pages/social-media-promo/SocialMediaPromoPage')),
  fieldMode: lazy(() => import('../pages/field/FieldModePage')),
  fieldQuickSighting: lazy(() => import('../pages/field/QuickSightingPage')),
  fieldTools: lazy(() => import('../pages/field/FieldToolsPage')),
  fieldSettings: lazy(() => import('../pages/field/FieldSettingsPage')),
};
