// Every path of spec section 2 in one table. `page` names the lazily loaded component.
export type Access = 'public' | 'member' | 'admin';

export interface RouteEntry {
  path: string;
  access: Access;
  /** Key under `pages.` in the locale files: the page's title and what it is for. */
  id: string;
  page: PageName;
}

export type PageName =
  | 'home'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'emailPreferences'
  | 'adminLogin'
  | 'adminDashboard'
  | 'adminModeration'
  | 'adminAiSettings'
  | 'identify'
  | 'upload'
  | 'reportSighting'
  | 'bulkSighting'
  | 'publicProfile'
  | 'myProfile'
  | 'editProfile'
  | 'analytics'
  | 'portfolio'
  | 'portfolioBuilder'
  | 'notifications'
  | 'explore'
  | 'freshFinds'
  | 'community'
  | 'sighting'
  | 'map'
  | 'aiInsights'
  | 'photoAnalyzer'
  | 'credits'
  | 'species'
  | 'locations'
  | 'location'
  | 'rareTracker'
  | 'migrations'
  | 'discovery'
  | 'enhancedDiscovery'
  | 'locationAlerts'
  | 'enhancedLocationAlerts'
  | 'adminCustomSpecies'
  | 'adminConservationStatus'
  | 'pricing'
  | 'upgrade'
  | 'subscribe'
  | 'paymentOptions'
  | 'stripeCheckout'
  | 'subscriptionSuccess'
  | 'subscription'
  | 'contests'
  | 'locationGuides'
  | 'locationGuide'
  | 'createGuide'
  | 'contestVoting'
  | 'contestPayment'
  | 'adminContests'
  | 'productManagement'
  | 'adminContestVoting'
  | 'adminSubscribers'
  | 'giftCardOffer'
  | 'adminReferrals'
  | 'shop'
  | 'amazonShop'
  | 'gearProduct'
  | 'gearWishlist'
  | 'printShop'
  | 'printProduct'
  | 'printProducts'
  | 'printOrders'
  | 'i18nTest'
  | 'articles'
  | 'article'
  | 'blog'
  | 'education'
  | 'conservation'
  | 'resources'
  | 'adminArticles'
  | 'adminArticleEditor'
  | 'commentsDemo'
  | 'terms'
  | 'privacyPolicy'
  | 'dmcaPolicy'
  | 'digitalGoodsTerms'
  | 'contact'
  | 'faq'
  | 'systemTest'
  | 'adminCuratedContent'
  | 'adminBulkUpload'
  | 'adminCategoryImages'
  | 'instagramPost'
  | 'socialMediaPromo'
  | 'fieldMode'
  | 'fieldQuickSighting'
  | 'fieldTools'
  | 'fieldSettings';

export const ROUTES: RouteEntry[] = [
  { path: '/', id: 'home', access: 'public', page: 'home' },
  { path: '/login', id: 'login', access: 'public', page: 'login' },
  { path: '/register', id: 'register', access: 'public', page: 'register' },
  { path: '/forgot-password', id: 'forgotPassword', access: 'public', page: 'forgotPassword' },
  { path: '/reset-password', id: 'resetPassword', access: 'public', page: 'resetPassword' },
  { path: '/email-preferences', id: 'emailPreferences', access: 'public', page: 'emailPreferences' },
  { path: '/subscription-success', id: 'subscriptionSuccess', access: 'public', page: 'subscriptionSuccess' },
  { path: '/stripe-checkout', id: 'stripeCheckout', access: 'public', page: 'stripeCheckout' },
  { path: '/explore', id: 'explore', access: 'public', page: 'explore' },
  { path: '/sighting/:id', id: 'sighting', access: 'public', page: 'sighting' },
  { path: '/discovery', id: 'discovery', access: 'public', page: 'discovery' },
  { path: '/enhanced-discovery', id: 'enhancedDiscovery', access: 'public', page: 'enhancedDiscovery' },
  { path: '/map', id: 'map', access: 'public', page: 'map' },
  { path: '/pricing', id: 'pricing', access: 'public', page: 'pricing' },
  { path: '/payment-options', id: 'paymentOptions', access: 'public', page: 'paymentOptions' },
  { path: '/subscribe', id: 'subscribe', access: 'public', page: 'subscribe' },
  { path: '/profile/:userId', id: 'publicProfile', access: 'public', page: 'publicProfile' },
  { path: '/portfolio/:portfolioUrl', id: 'portfolio', access: 'public', page: 'portfolio' },
  { path: '/terms', id: 'terms', access: 'public', page: 'terms' },
  { path: '/privacy-policy', id: 'privacyPolicy', access: 'public', page: 'privacyPolicy' },
  { path: '/dmca-policy', id: 'dmcaPolicy', access: 'public', page: 'dmcaPolicy' },
  { path: '/digital-goods-terms', id: 'digitalGoodsTerms', access: 'public', page: 'digitalGoodsTerms' },
  { path: '/contact', id: 'contact', access: 'public', page: 'contact' },
  { path: '/faq', id: 'faq', access: 'public', page: 'faq' },
  { path: '/gift-card-offer', id: 'giftCardOffer', access: 'public', page: 'giftCardOffer' },
  { path: '/social-media-promo', id: 'socialMediaPromo', access: 'public', page: 'socialMediaPromo' },
  { path: '/locations', id: 'locations', access: 'public', page: 'locations' },
  { path: '/location/:slug', id: 'location', access: 'public', page: 'location' },
  { path: '/species/:slug', id: 'species', access: 'public', page: 'species' },
  { path: '/blog', id: 'blog', access: 'public', page: 'blog' },
  { path: '/shop', id: 'shop', access: 'public', page: 'shop' },
  { path: '/shop/wishlist', id: 'gearWishlist', access: 'member', page: 'gearWishlist' },
  { path: '/shop/:slug', id: 'gearProduct', access: 'public', page: 'gearProduct' },
  { path: '/amazon-shop', id: 'amazonShop', access: 'public', page: 'amazonShop' },
  { path: '/print-shop', id: 'printShop', access: 'public', page: 'printShop' },
  { path: '/print/:id', id: 'printShop', access: 'public', page: 'printProduct' },
  { path: '/user/print-products', id: 'printProducts', access: 'member', page: 'printProducts' },
  { path: '/user/print-orders', id: 'printOrders', access: 'member', page: 'printOrders' },
  { path: '/rare-tracker', id: 'rareTracker', access: 'public', page: 'rareTracker' },
  { path: '/migrations', id: 'migrations', access: 'public', page: 'migrations' },
  { path: '/community', id: 'community', access: 'public', page: 'community' },
  { path: '/contests', id: 'contests', access: 'public', page: 'contests' },
  { path: '/contest-voting', id: 'contestVoting', access: 'public', page: 'contestVoting' },
  { path: '/identify', id: 'identify', access: 'public', page: 'identify' },
  { path: '/contest-payment', id: 'contestPayment', access: 'public', page: 'contestPayment' },
  { path: '/location-guides', id: 'locationGuides', access: 'public', page: 'locationGuides' },
  { path: '/location-guides/:id', id: 'locationGuides', access: 'public', page: 'locationGuide' },
  { path: '/create-guide', id: 'createGuide', access: 'member', page: 'createGuide' },
  { path: '/product-management', id: 'productManagement', access: 'admin', page: 'productManagement' },
  { path: '/ai-insights', id: 'aiInsights', access: 'public', page: 'aiInsights' },
  { path: '/photo-analyzer', id: 'photoAnalyzer', access: 'public', page: 'photoAnalyzer' },
  { path: '/credits', id: 'credits', access: 'public', page: 'credits' },
  { path: '/resources', id: 'resources', access: 'public', page: 'resources' },
  { path: '/conservation', id: 'conservation', access: 'public', page: 'conservation' },
  { path: '/education', id: 'education', access: 'public', page: 'education' },
  { path: '/upgrade', id: 'upgrade', access: 'public', page: 'upgrade' },
  { path: '/articles', id: 'articles', access: 'public', page: 'articles' },
  { path: '/articles/:slug', id: 'articles', access: 'public', page: 'article' },
  { path: '/comments-demo', id: 'commentsDemo', access: 'public', page: 'commentsDemo' },
  { path: '/fresh-finds', id: 'freshFinds', access: 'public', page: 'freshFinds' },
  { path: '/field-mode', id: 'fieldMode', access: 'public', page: 'fieldMode' },
  // Recording needs an account; the tools and settings work for anyone (the tools' queue part shows when signed in).
  { path: '/field/quick-sighting', id: 'fieldQuickSighting', access: 'member', page: 'fieldQuickSighting' },
  { path: '/field/tools', id: 'fieldTools', access: 'public', page: 'fieldTools' },
  { path: '/field/settings', id: 'fieldSettings', access: 'public', page: 'fieldSettings' },
  { path: '/i18n-test', id: 'i18nTest', access: 'public', page: 'i18nTest' },
  { path: '/system-test', id: 'systemTest', access: 'admin', page: 'systemTest' },
  { path: '/instagram-post', id: 'instagramPost', access: 'public', page: 'instagramPost' },
  { path: '/analytics', id: 'analytics', access: 'member', page: 'analytics' },
  { path: '/upload', id: 'upload', access: 'member', page: 'upload' },
  { path: '/report-sighting', id: 'reportSighting', access: 'member', page: 'reportSighting' },
  { path: '/bulk-sighting', id: 'bulkSighting', access: 'member', page: 'bulkSighting' },
  { path: '/notifications', id: 'notifications', access: 'member', page: 'notifications' },
  { path: '/location-alerts', id: 'locationAlerts', access: 'member', page: 'locationAlerts' },
  {
    path: '/enhanced-location-alerts',
    id: 'enhancedLocationAlerts',
    access: 'member',
    page: 'enhancedLocationAlerts',
  },
  { path: '/my-profile', id: 'myProfile', access: 'member', page: 'myProfile' },
  { path: '/subscription', id: 'subscription', access: 'member', page: 'subscription' },
  { path: '/profile', id: 'editProfile', access: 'member', page: 'editProfile' },
  { path: '/portfolio-builder', id: 'portfolioBuilder', access: 'member', page: 'portfolioBuilder' },
  { path: '/admin/login', id: 'adminLogin', access: 'public', page: 'adminLogin' },
  { path: '/admin', id: 'adminDashboard', access: 'admin', page: 'adminDashboard' },
  { path: '/admin/dashboard', id: 'adminDashboard', access: 'admin', page: 'adminDashboard' },
  { path: '/admin/contests', id: 'adminContests', access: 'admin', page: 'adminContests' },
  { path: '/admin/moderation', id: 'adminModeration', access: 'admin', page: 'adminModeration' },
  { path: '/admin/ai-settings', id: 'adminAiSettings', access: 'admin', page: 'adminAiSettings' },
  { path: '/admin/category-images', id: 'adminCategoryImages', access: 'admin', page: 'adminCategoryImages' },
  { path: '/admin/referrals', id: 'adminReferrals', access: 'admin', page: 'adminReferrals' },
  { path: '/admin/articles', id: 'adminArticles', access: 'admin', page: 'adminArticles' },
  // /admin/articles/new writes a new one.
  { path: '/admin/articles/:id', id: 'adminArticles', access: 'admin', page: 'adminArticleEditor' },
  { path: '/admin/subscribers', id: 'adminSubscribers', access: 'admin', page: 'adminSubscribers' },
  { path: '/admin/custom-species', id: 'adminCustomSpecies', access: 'admin', page: 'adminCustomSpecies' },
  {
    path: '/admin/conservation-status',
    id: 'adminConservationStatus',
    access: 'admin',
    page: 'adminConservationStatus',
  },
  { path: '/admin/curated-content', id: 'adminCuratedContent', access: 'admin', page: 'adminCuratedContent' },
  // Judges who are members score here with their own session: the page itself asks for an admin or a judge.
  { path: '/admin/contest-voting', id: 'adminContestVoting', access: 'public', page: 'adminContestVoting' },
  { path: '/admin/bulk-upload', id: 'adminBulkUpload', access: 'admin', page: 'adminBulkUpload' },
];
