import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../app/route-table';
import { renderRoutes } from '../../test/render-routes';
import { type MEMBER, stubFetch } from '../auth/test-utils';

afterEach(() => vi.unstubAllGlobals());

const FIELD_ROUTES: Record<string, { id: string; access: string; page: string }> = {
  '/field-mode': { id: 'fieldMode', access: 'public', page: 'fieldMode' },
  '/field/quick-sighting': { id: 'fieldQuickSighting', access: 'member', page: 'fieldQuickSighting' },
  '/field/tools': { id: 'fieldTools', access: 'public', page: 'fieldTools' },
  '/field/settings': { id: 'fieldSettings', access: 'public', page: 'fieldSettings' },
};

const visit = (url: string, me: typeof MEMBER | null) => renderRoutes(Object.keys(FIELD_ROUTES), url, me);

describe('field routes', () => {
  it('are in the route table as real pages with their access', () => {
    for (const [path, expected] of Object.entries(FIELD_ROUTES)) {
      const route = ROUTES.find((r) => r.path === path);
      expect(route, path).toEqual({ path, ...expected });
    }
  });

  it('sends a visitor to sign in before a quick sighting', async () => {
    stubFetch({});
    await visit('/field/quick-sighting', null);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnUrl=%2Ffield%2Fquick-sighting');
  });

  it.each([
    ['/field-mode', 'Field Mode'],
    ['/field/tools', 'Field Tools'],
    ['/field/settings', 'Field Settings'],
  ])('shows %s to a visitor', async (path, title) => {
    stubFetch({});
    await visit(path, null);
    // The page is a lazy chunk; its first import in a test run can take more than findBy's default 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });
});
