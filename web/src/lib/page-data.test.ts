// The page's embedded API answers serve the first GET of their URL once, as a real Response; everything else,
// and the second read, goes to the network.
import { PAGE_DATA_ELEMENT_ID, type PageDataAnswer } from '@common/constants/page-data';
import { afterEach, describe, expect, it, vi } from 'vitest';

function embed(answers: PageDataAnswer[] | string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.append(element);
}

/** A fresh copy of the module: it reads the page's block once, on first use. */
async function freshModules() {
  vi.resetModules();
  return {
    pageData: await import('./page-data'),
    api: await import('./api'),
  };
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

const list = [{ id: 1, speciesName: 'Red kite' }];

describe('page data', () => {
  it('answers the first GET of an embedded URL without a request, the next one from the network', async () => {
    embed([
      {
        url: '/api/sightings?sort=newest&limit=12',
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-next-cursor': 'abc' },
        body: JSON.stringify(list),
      },
    ]);
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await freshModules();

    const first = await api.getPage('/api/sightings', { sort: 'newest', limit: 12, cursor: undefined });
    expect(first).toEqual({ items: list, nextCursor: 'abc' });
    expect(fetchMock).not.toHaveBeenCalled();
    // The block has been read and left the document.
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();

    await api.getPage('/api/sightings', { sort: 'newest', limit: 12 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("serves a query's key as its URL, and a visitor's 401 from /api/auth/me as signed out", async () => {
    embed([
      {
        url: '/api/auth/me',
        status: 401,
        headers: { 'content-type': 'application/json' },
        body: '{"message":"x"}',
      },
      {
        url: '/api/sightings?limit=6',
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '[]',
      },
    ]);
    const fetchMock = vi.fn(async () => Response.json({ unexpected: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await freshModules();
    const signal = new AbortController().signal;
    const read = (queryKey: readonly unknown[], on401: 'returnNull' | 'throw' = 'throw') =>
      api.getQueryFn({ on401 })({ queryKey, signal, meta: undefined, client: undefined as never } as never);

    expect(await read(['/api/auth/me'], 'returnNull')).toBeNull();
    expect(await read(['/api/sightings', { limit: 6 }])).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    // A URL the page does not hold goes to the network.
    expect(await read(['/api/sightings', { limit: 7 }])).toEqual({ unexpected: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/sightings?limit=7', { credentials: 'include' });
  });

  it('ignores a damaged block: every request goes to the network', async () => {
    embed('{not json');
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const { pageData } = await freshModules();
    expect(pageData.takePageData('/api/auth/me')).toBeUndefined();
    await pageData.getWithPageData('/api/auth/me');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
