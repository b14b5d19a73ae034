// Portfolio addresses that are the site's own names (the reserved usernames, every page, the server's paths)
// are refused, and a member named like a page gets another address for their portfolio.
import { RESERVED_PORTFOLIO_URL_MESSAGE } from '@common/constants/reserved-names';
import type { Portfolio } from '@common/schemas/portfolios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { portfolioUrlBase } from './service';

let t: TestApp;
let member: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  // A configured administrator name of its own, reserved like the fixed names.
  t = await createTestApp({ ADMIN_USERNAME: 'RangerChief' });
  member = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const save = (payload: Record<string, unknown>, cookie = member.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/portfolio', payload, headers: { cookie } });

describe('reserved portfolio addresses', () => {
  it.each(['wildlens', 'admin', 'api', 'login', 'Explore', 'media', 'portfolio-builder'])(
    'PUT /api/portfolio refuses %s',
    async (portfolioUrl) => {
      const res = await save({ portfolioUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: RESERVED_PORTFOLIO_URL_MESSAGE,
        errors: [{ path: 'portfolioUrl', message: RESERVED_PORTFOLIO_URL_MESSAGE }],
      });
    },
  );

  it("refuses the configured administrator's name and creates nothing", async () => {
    const fresh = await makeUser(t.app);
    const res = await save({ portfolioUrl: 'RangerChief' }, fresh.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: RESERVED_PORTFOLIO_URL_MESSAGE,
      errors: [{ path: 'portfolioUrl', message: RESERVED_PORTFOLIO_URL_MESSAGE }],
    });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/portfolio',
      headers: { cookie: fresh.cookie },
    });
    expect((own.json() as Portfolio).saved).toBe(false);
  });

  it('accepts an address that only resembles one', async () => {
    const res = await save({ portfolioUrl: 'login-owls' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Portfolio).portfolioUrl).toBe('login-owls');
  });

  it('gives a member named like a page an address of their own', async () => {
    expect(portfolioUrlBase('Explore')).toBe('explore-photos');
    expect(portfolioUrlBase('wildlens')).toBe('wildlens-photos');
    const namesake = await makeUser(t.app, { username: 'explore' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/portfolio',
      headers: { cookie: namesake.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Portfolio).portfolioUrl).toBe('explore-photos');
  });
});
