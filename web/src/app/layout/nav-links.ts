// Every link of the shell in one place: header groups, user and admin menus, footer columns, tab bar.
// The drawer lists the same entries, so the desktop and mobile menus cannot drift apart.
import type { CurrentUser } from '@common/schemas/users';
import {
  Binoculars,
  Camera,
  Compass,
  House,
  type LucideIcon,
  Map as MapIcon,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  UserRound,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** Locale key of the visible label. */
  labelKey: string;
  icon?: LucideIcon;
  /** Needs a member: signed out, the link explains that and goes to sign-in (spec section 5). */
  memberOnly?: boolean;
}

export interface NavGroup {
  labelKey: string;
  items: NavItem[];
}

export const TOP_LINKS: NavItem[] = [
  { to: '/upload', labelKey: 'nav.upload', icon: Camera, memberOnly: true },
  { to: '/identify', labelKey: 'nav.identify', icon: ScanSearch },
  { to: '/map', labelKey: 'nav.map', icon: MapIcon },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    labelKey: 'nav.discover',
    items: [
      { to: '/map', labelKey: 'nav.wildlifeMap' },
      { to: '/identify', labelKey: 'nav.speciesId' },
      { to: '/migrations', labelKey: 'nav.migration' },
      { to: '/fresh-finds', labelKey: 'nav.recentSightings' },
      { to: '/explore', labelKey: 'nav.explore' },
      { to: '/rare-tracker', labelKey: 'nav.rareTracker' },
      { to: '/field-mode', labelKey: 'nav.fieldMode' },
    ],
  },
  {
    labelKey: 'nav.community',
    items: [
      { to: '/community', labelKey: 'nav.socialFeed' },
      { to: '/contests', labelKey: 'nav.photoContests' },
      { to: '/location-guides', labelKey: 'nav.locationGuides' },
    ],
  },
  {
    labelKey: 'nav.shop',
    items: [
      { to: '/print-shop', labelKey: 'nav.printShop' },
      { to: '/amazon-shop', labelKey: 'nav.gear' },
      { to: '/shop', labelKey: 'nav.shopAll' },
    ],
  },
];

export const PREMIUM_LINK = { to: '/upgrade', labelKey: 'nav.getPremium', icon: Sparkles } satisfies NavItem;
export const LOGIN_LINK: NavItem = { to: '/login', labelKey: 'nav.login' };
export const REGISTER_LINK: NavItem = { to: '/register', labelKey: 'nav.joinCommunity' };

export function userMenuLinks(user: Pick<CurrentUser, 'id'>): NavItem[] {
  return [
    { to: '/my-profile', labelKey: 'nav.myProfile' },
    { to: `/profile/${user.id}`, labelKey: 'nav.publicProfile' },
    { to: '/location-alerts', labelKey: 'nav.alerts' },
    { to: '/notifications', labelKey: 'nav.notifications' },
    { to: '/subscription', labelKey: 'nav.subscription' },
    { to: '/analytics', labelKey: 'nav.analytics' },
    { to: '/email-preferences', labelKey: 'nav.settings' },
  ];
}

/** The administrator's dashboard under its own address (the spec's menu entry for it goes through /admin/login). */
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/** Shown only when `user.isAdmin` (spec section 2, "Navigation"). */
export const ADMIN_LINKS: NavItem[] = [
  { to: '/admin/login', labelKey: 'nav.adminDashboard' },
  { to: '/admin/bulk-upload', labelKey: 'nav.bulkUpload' },
  { to: '/admin/contests', labelKey: 'nav.adminContests' },
  { to: '/admin/subscribers', labelKey: 'nav.subscribers' },
  { to: '/admin/category-images', labelKey: 'nav.categoryImages' },
];

export const FOOTER_GROUPS: NavGroup[] = [
  {
    labelKey: 'footer.explore',
    items: [
      { to: '/explore', labelKey: 'footer.links.explore' },
      { to: '/map', labelKey: 'footer.links.map' },
      { to: '/rare-tracker', labelKey: 'footer.links.rareTracker' },
      { to: '/locations', labelKey: 'footer.links.locations' },
      { to: '/conservation', labelKey: 'footer.links.conservation' },
      { to: '/education', labelKey: 'footer.links.education' },
      { to: '/field-mode', labelKey: 'footer.links.fieldMode' },
    ],
  },
  {
    labelKey: 'footer.community',
    items: [
      { to: '/contests', labelKey: 'footer.links.contests' },
      { to: '/location-guides', labelKey: 'footer.links.locationGuides' },
      { to: '/blog', labelKey: 'footer.links.blog' },
      { to: '/articles', labelKey: 'footer.links.articles' },
      { to: '/gift-card-offer', labelKey: 'footer.links.giftCards' },
    ],
  },
  {
    labelKey: 'footer.help',
    items: [
      { to: '/contact', labelKey: 'footer.links.contact' },
      { to: '/faq', labelKey: 'footer.links.faq' },
      { to: '/pricing', labelKey: 'footer.links.pricing' },
      { to: '/resources', labelKey: 'footer.links.resources' },
      { to: '/credits', labelKey: 'footer.links.credits' },
    ],
  },
  {
    labelKey: 'footer.legal',
    items: [
      { to: '/terms', labelKey: 'footer.links.terms' },
      { to: '/privacy-policy', labelKey: 'footer.links.privacy' },
      { to: '/dmca-policy', labelKey: 'footer.links.dmca' },
      { to: '/digital-goods-terms', labelKey: 'footer.links.digitalGoods' },
    ],
  },
];

export type TabId = 'home' | 'freshFinds' | 'map' | 'discover' | 'profile';

export interface TabItem extends NavItem {
  id: TabId;
  icon: LucideIcon;
}

const DISCOVER_PATHS = ['/discovery', '/explore', '/rare-tracker', '/identify'];

const startsWithPath = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * Which tab of the mobile bar the current path belongs to (spec section 2: Discover covers four areas).
 * `adminOnly`: an administrator signed in with the bearer token alone, whose last tab is the dashboard.
 */
export function activeTab(pathname: string, adminOnly = false): TabId | null {
  if (pathname === '/') return 'home';
  if (adminOnly && startsWithPath(pathname, '/admin')) return 'profile';
  if (startsWithPath(pathname, '/fresh-finds')) return 'freshFinds';
  if (startsWithPath(pathname, '/map')) return 'map';
  if (DISCOVER_PATHS.some((base) => startsWithPath(pathname, base))) return 'discover';
  if (startsWithPath(pathname, '/my-profile') || startsWithPath(pathname, '/profile')) return 'profile';
  return null;
}

/** `adminOnly`: no member signed in, but an administrator with the bearer token: Profile becomes Admin. */
export function tabItems(signedIn: boolean, adminOnly = false): TabItem[] {
  const profile: TabItem =
    adminOnly && !signedIn
      ? { id: 'profile', to: ADMIN_DASHBOARD_PATH, labelKey: 'nav.adminTab', icon: ShieldCheck }
      : { id: 'profile', to: signedIn ? '/my-profile' : '/login', labelKey: 'nav.profile', icon: UserRound };
  return [
    { id: 'home', to: '/', labelKey: 'nav.home', icon: House },
    { id: 'freshFinds', to: '/fresh-finds', labelKey: 'nav.freshFinds', icon: Binoculars },
    { id: 'map', to: '/map', labelKey: 'nav.map', icon: MapIcon },
    { id: 'discover', to: '/discovery', labelKey: 'nav.discover', icon: Compass },
    profile,
  ];
}

/** The community's Instagram account, linked from the hero and the footer. */
export const INSTAGRAM_URL = 'https://www.instagram.com/wildlens';
