// The reserved names stay in step with the web app's route table: a page added there with a new first segment
// must be reserved here too, or a member could take its name as a portfolio address.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../web/src/app/route-table';
import { portfolioUrlSchema } from '../schemas/portfolios';
import {
  isReservedPortfolioUrl,
  PAGE_PATH_SEGMENTS,
  RESERVED_PORTFOLIO_URL_MESSAGE,
  RESERVED_USERNAMES,
  SERVER_PATH_SEGMENTS,
} from './reserved-names';

describe('reserved names', () => {
  it('hold the first path segment of every page of the route table, and nothing else', () => {
    const segments = new Set(ROUTES.map((r) => r.path.split('/')[1]).filter((s): s is string => Boolean(s)));
    expect([...segments].sort()).toEqual([...PAGE_PATH_SEGMENTS].sort());
  });

  it('reserve as portfolio addresses the usernames, every page and the server paths', () => {
    for (const name of [...RESERVED_USERNAMES, ...PAGE_PATH_SEGMENTS, ...SERVER_PATH_SEGMENTS]) {
      expect(isReservedPortfolioUrl(name), name).toBe(true);
      const parsed = portfolioUrlSchema.safeParse(name);
      expect(
        parsed.error?.issues.map((i) => i.message),
        name,
      ).toContain(RESERVED_PORTFOLIO_URL_MESSAGE);
    }
    // The schema lowers and trims first, so no spelling slips through.
    expect(portfolioUrlSchema.safeParse(' WildLens ').success).toBe(false);
    for (const free of ['owl-watch', 'admins', 'login-photos', 'wild-lens'])
      expect(portfolioUrlSchema.safeParse(free).success, free).toBe(true);
  });
});
