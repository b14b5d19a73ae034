import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../app/route-table';
import { renderRoutes } from '../../test/render-routes';
import { jsonResponse, MEMBER, stubFetch } from '../auth/test-utils';

vi.mock('../../features/uploads/LocationMap', () => ({ default: () => <div data-testid="location-map" /> }));
afterEach(() => vi.unstubAllGlobals());

const UPLOAD_PATHS = ['/upload', '/report-sighting', '/bulk-sighting'];

const visit = (url: string, me: typeof MEMBER | null) => renderRoutes(UPLOAD_PATHS, url, me);

describe('upload routes', () => {
  it('are members-only real pages', () => {
    for (const path of UPLOAD_PATHS) {
      const route = ROUTES.find((r) => r.path === path);
      expect(route?.access, path).toBe('member');
      expect(route?.page, path).not.toBe('section');
    }
  });

  it('send a visitor to sign in and back', async () => {
    stubFetch({});
    await visit('/upload?mode=photo', null);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnUrl=%2Fupload%3Fmode%3Dphoto');
  });

  it.each([
    ['/upload', 'Upload a Sighting'],
    ['/report-sighting', 'Report a Sighting'],
    ['/bulk-sighting', 'Upload Several Sightings'],
  ])('show %s to a member', async (path, title) => {
    stubFetch({ 'GET /api/media/allowance': () => jsonResponse({ used: 0, limit: 5, remaining: 5 }) });
    await visit(path, MEMBER);
    // The page is a lazy chunk; its first import in a test run can take more than findBy's default 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
