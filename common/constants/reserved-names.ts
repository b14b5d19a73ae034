// Names no member may take: as a username, the site's own name and the administrator's; as a portfolio address,
// those and every first segment of the site's paths (the web app's pages and the server's own), so an address
// never reads as, or one day shadows, a page of the site.

/** Usernames that would pass for the site or its administrator (the configured ADMIN_USERNAME is added). */
export const RESERVED_USERNAMES = ['admin', 'administrator', 'wildlens'] as const;

/**
 * The first path segment of every page of web/src/app/route-table.ts; web/src/app/route-table.test.ts fails when
 * a page is added there with a first segment missing here.
 */
export const PAGE_PATH_SEGMENTS = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'email-preferences',
  'subscription-success',
  'stripe-checkout',
  'explore',
  'sighting',
  'discovery',
  'enhanced-discovery',
  'map',
  'pricing',
  'payment-options',
  'subscribe',
  'subscription',
  'profile',
  'portfolio',
  'terms',
  'privacy-policy',
  'dmca-policy',
  'digital-goods-terms',
  'contact',
  'faq',
  'gift-card-offer',
  'social-media-promo',
  'locations',
  'location',
  'species',
  'blog',
  'shop',
  'amazon-shop',
  'print',
  'print-shop',
  'user',
  'rare-tracker',
  'migrations',
  'community',
  'contests',
  'contest-voting',
  'identify',
  'contest-payment',
  'location-guides',
  'create-guide',
  'product-management',
  'ai-insights',
  'photo-analyzer',
  'resources',
  'conservation',
  'education',
  'credits',
  'upgrade',
  'articles',
  'comments-demo',
  'fresh-finds',
  'field-mode',
  'field',
  'i18n-test',
  'system-test',
  'instagram-post',
  'analytics',
  'upload',
  'report-sighting',
  'bulk-sighting',
  'notifications',
  'location-alerts',
  'enhanced-location-alerts',
  'my-profile',
  'portfolio-builder',
  'admin',
] as const;

/**
 * The server's own first segments: the API, media files, the real-time socket, the built app's files, and the
 * counted redirects of affiliate and curated links (/go/{id}, /go/external/{id}).
 */
export const SERVER_PATH_SEGMENTS = ['api', 'media', 'ws', 'assets', 'go'] as const;

const RESERVED_PORTFOLIO_URLS: ReadonlySet<string> = new Set([
  ...RESERVED_USERNAMES,
  ...PAGE_PATH_SEGMENTS,
  ...SERVER_PATH_SEGMENTS,
]);

export const RESERVED_PORTFOLIO_URL_MESSAGE = 'This portfolio address is reserved.';

/** Whether a portfolio address (already lower case, as the schema makes it) is one of the site's own names. */
export const isReservedPortfolioUrl = (portfolioUrl: string): boolean =>
  RESERVED_PORTFOLIO_URLS.has(portfolioUrl.toLowerCase());
