// The page's embedded API answers serve the first GET of their URL once, as a real Response; everything else,
// and the second read, goes to the network.
import { PAGE_DATA_ELEMENT_ID, type PageDataAnswer } from '@common/constants/page-data';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
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

  it("starts a query with the page's answer: data on the first render, no request, fresh for that render", async () => {
    const sighting = { id: 7, speciesName: 'Red panda' };
    embed([
      {
        url: '/api/sightings/7',
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(sighting),
      },
      {
        url: '/api/sightings/8',
        status: 404,
        headers: { 'content-type': 'application/json' },
        body: '{"message":"Sighting not found"}',
      },
    ]);
    const fetchMock = vi.fn(async () => Response.json({ from: 'network' }));
    vi.stubGlobal('fetch', fetchMock);
    const { pageData, api } = await freshModules();
    const client = new QueryClient({
      defaultOptions: {
        queries: { queryFn: api.getQueryFn({ on401: 'throw' }), staleTime: 0, retry: false },
      },
    });
    const first: unknown[] = [];
    function Probe({ id }: { id: number }) {
      const query = useQuery({
        queryKey: ['/api/sightings', id],
        ...pageData.pageAnswerOptions(`/api/sightings/${id}`),
      });
      if (first.length < 1) first.push(query.data);
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Probe id={7} />
      </QueryClientProvider>,
    );
    expect(first).toEqual([sighting]);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    // Once refetched, the query is stale at once again (the app's stale time of 0).
    await act(() => client.refetchQueries({ queryKey: ['/api/sightings', 7] }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const query = client.getQueryCache().find({ queryKey: ['/api/sightings', 7] });
    expect(query?.isStale()).toBe(true);

    // Not a 2xx answer: left for the fetch, which reports it as usual.
    expect(pageData.takePageJson('/api/sightings/8')).toBeUndefined();
    expect(pageData.takePageData('/api/sightings/8')?.status).toBe(404);
  });

  it("reads a visitor's 401 as null only when asked, and takes an answer once", async () => {
    embed([
      { url: '/api/auth/me', status: 401, headers: { 'content-type': 'application/json' }, body: '{}' },
      { url: '/api/x', status: 200, headers: { 'content-type': 'application/json' }, body: '[1]' },
    ]);
    const { pageData } = await freshModules();
    expect(pageData.takePageJson('/api/auth/me')).toBeUndefined();
    expect(pageData.takePageJson('/api/auth/me', { nullOn401: true })).toBeNull();
    expect(pageData.takePageJson('/api/auth/me', { nullOn401: true })).toBeUndefined();
    expect(pageData.takePageJson('/api/x')).toEqual([1]);
    expect(pageData.takePageJson('/api/x')).toBeUndefined();
  });
});
