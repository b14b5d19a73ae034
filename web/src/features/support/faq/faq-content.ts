// The FAQ's questions, grouped by topic. The words live in the locale files (faq.groups.<group>,
// faq.items.<id>.q and .a); each question may link to the page that does what it answers (its title comes from
// pages.<id>.title). A question's anchor (/faq#cancel-premium) is its id in kebab case.

export interface FaqQuestion {
  id: string;
  /** Route ids (pages.<id> in the locales) and their paths, linked under the answer. */
  links?: readonly { page: string; path: string }[];
}

export interface FaqGroup {
  id: string;
  questions: readonly FaqQuestion[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'plans',
    questions: [
      { id: 'freePlan', links: [{ page: 'pricing', path: '/pricing' }] },
      { id: 'uploadLimit' },
      { id: 'premium', links: [{ page: 'pricing', path: '/pricing' }] },
      { id: 'freeMonths', links: [{ page: 'giftCardOffer', path: '/gift-card-offer' }] },
    ],
  },
  {
    id: 'identification',
    questions: [
      { id: 'aiIdentification', links: [{ page: 'identify', path: '/identify' }] },
      { id: 'researchGrade' },
      { id: 'licence', links: [{ page: 'terms', path: '/terms#your-content' }] },
    ],
  },
  {
    id: 'geoprivacy',
    questions: [
      { id: 'whoSeesPlace' },
      { id: 'autoObscured', links: [{ page: 'rareTracker', path: '/rare-tracker' }] },
      {
        id: 'photoGps',
        links: [{ page: 'privacyPolicy', path: '/privacy-policy#your-sightings-and-media' }],
      },
    ],
  },
  {
    id: 'alerts',
    questions: [
      { id: 'howAlerts', links: [{ page: 'locationAlerts', path: '/location-alerts' }] },
      { id: 'alertLimits' },
    ],
  },
  {
    id: 'contests',
    questions: [
      { id: 'contestHow', links: [{ page: 'contests', path: '/contests' }] },
      { id: 'contestFee' },
      { id: 'contestPrizes', links: [{ page: 'contestVoting', path: '/contest-voting' }] },
    ],
  },
  {
    id: 'shop',
    questions: [
      { id: 'sellPrints', links: [{ page: 'printProducts', path: '/user/print-products' }] },
      { id: 'printDelivery', links: [{ page: 'printShop', path: '/print-shop' }] },
      { id: 'guides', links: [{ page: 'locationGuides', path: '/location-guides' }] },
      { id: 'affiliate', links: [{ page: 'shop', path: '/shop' }] },
    ],
  },
  {
    id: 'payments',
    questions: [
      { id: 'payMethods', links: [{ page: 'paymentOptions', path: '/payment-options' }] },
      { id: 'cancel', links: [{ page: 'subscription', path: '/subscription' }] },
      { id: 'failedPayment', links: [{ page: 'subscription', path: '/subscription' }] },
      { id: 'refunds', links: [{ page: 'digitalGoodsTerms', path: '/digital-goods-terms#refunds' }] },
    ],
  },
  {
    id: 'account',
    questions: [
      { id: 'exportData', links: [{ page: 'privacyPolicy', path: '/privacy-policy#your-rights' }] },
      {
        id: 'deleteAccount',
        links: [{ page: 'privacyPolicy', path: '/privacy-policy#how-long-we-keep-data' }],
      },
      { id: 'emails', links: [{ page: 'emailPreferences', path: '/email-preferences' }] },
    ],
  },
  { id: 'languages', questions: [{ id: 'languages' }] },
  { id: 'field', questions: [{ id: 'offline', links: [{ page: 'map', path: '/map' }] }] },
];

/** A question's anchor: its id in kebab case (freePlan -> free-plan). */
export const faqAnchor = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
