// Every link of the shell points at a path of the route table, so no menu leads to 'Page Not Found'.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../route-table';
import {
  ADMIN_LINKS,
  FOOTER_GROUPS,
  LOGIN_LINK,
  NAV_GROUPS,
  PREMIUM_LINK,
  REGISTER_LINK,
  TOP_LINKS,
  tabItems,
  userMenuLinks,
} from './nav-links';

function routeExists(to: string): boolean {
  const path = to.split('?')[0] ?? to;
  return ROUTES.some((route) => {
    const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}

describe('shell links', () => {
  const all = [
    ...TOP_LINKS,
    ...NAV_GROUPS.flatMap((group) => group.items),
    ...FOOTER_GROUPS.flatMap((group) => group.items),
    ...ADMIN_LINKS,
    ...userMenuLinks({ id: 12 }),
    ...tabItems(true),
    ...tabItems(false),
    ...tabItems(false, true),
    PREMIUM_LINK,
    LOGIN_LINK,
    REGISTER_LINK,
  ];

  it.each(all.map((item) => [item.to]))('%s is a route of the app', (to) => {
    expect(routeExists(to)).toBe(true);
  });

  it('links the footer to contact, faq, pricing, resources, credits and the legal pages', () => {
    const footer = FOOTER_GROUPS.flatMap((group) => group.items.map((item) => item.to));
    for (const path of [
      '/contact',
      '/faq',
      '/terms',
      '/privacy-policy',
      '/dmca-policy',
      '/digital-goods-terms',
      '/pricing',
      '/resources',
      '/credits',
    ]) {
      expect(footer).toContain(path);
    }
  });

  it('points Public Profile at the member’s own id', () => {
    expect(userMenuLinks({ id: 12 }).map((item) => item.to)).toContain('/profile/12');
  });
});
