// The API answers the server put into the page for its first render (server/web/page-data.ts): a page then
// paints its content without waiting for the app to start, ask and hear back (one round trip less on a phone's
// network). Each answer serves the first GET of its URL only, as if that request had been made; later reads of
// the same URL go to the network as usual.
//
// The queries a page's first render needs (the member, a sighting and its comments) take their answer at once,
// as their initial data (pageAnswerOptions): the first render then draws the content. Read through a fetch, the
// answer arrives a moment after that render, and the data's arrival redraws the whole page in one synchronous
// task (TanStack Query's store updates are never time-sliced): ~300 ms of blocked main thread on a slow phone.
import { PAGE_DATA_ELEMENT_ID, type PageDataAnswer } from '@common/constants/page-data';

let answers: Map<string, PageDataAnswer> | undefined;

function load(): Map<string, PageDataAnswer> {
  const found = new Map<string, PageDataAnswer>();
  if (typeof document === 'undefined') return found;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return found;
  try {
    const list = JSON.parse(element.textContent) as PageDataAnswer[];
    for (const answer of list) found.set(answer.url, answer);
  } catch {
    // A damaged block only costs the head start: every request goes to the network.
  }
  element.remove();
  return found;
}

/** The answer the page holds for a GET of `url` (path and query string), once; undefined when there is none. */
export function takePageData(url: string): Response | undefined {
  answers ??= load();
  const answer = answers.get(url);
  if (!answer) return undefined;
  answers.delete(url);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * The parsed JSON of the page's answer for a GET of `url`, taken at once; undefined (and the answer left for a
 * fetch, which reports it as usual) when the page holds none, or one that is not a 2xx JSON answer (a visitor's
 * 401 is `null` when `nullOn401`, as getQueryFn's 'returnNull' reads it).
 */
export function takePageJson<T>(url: string, { nullOn401 = false } = {}): T | null | undefined {
  answers ??= load();
  const answer = answers.get(url);
  if (!answer) return undefined;
  if (nullOn401 && answer.status === 401) {
    answers.delete(url);
    return null;
  }
  const isJson = Object.entries(answer.headers).some(
    ([name, value]) => name.toLowerCase() === 'content-type' && value.includes('application/json'),
  );
  if (answer.status < 200 || answer.status >= 300 || !isJson) return undefined;
  try {
    const data = JSON.parse(answer.body) as T;
    answers.delete(url);
    return data;
  } catch {
    return undefined;
  }
}

/**
 * How long a query started with the page's answer counts as fresh: the answer is as new as a request made as the
 * page opened, so the components that mount with the first render read it instead of asking again (with the
 * app's stale time of 0 they would all refetch on mount). Once refetched, the query is stale at once as usual.
 */
export const PAGE_ANSWER_FRESH_MS = 10_000;

/** useQuery options that start a query with the page's answer for `url` (takePageJson), when it has one. */
export function pageAnswerOptions<T>(url: string) {
  return {
    initialData: () => takePageJson<T>(url) as T | undefined,
    staleTime: (query: { state: { dataUpdateCount: number } }) =>
      query.state.dataUpdateCount === 0 ? PAGE_ANSWER_FRESH_MS : 0,
  };
}

/** A GET with cookies, answered from the page's data when it holds the URL. */
export function getWithPageData(url: string): Promise<Response> {
  return Promise.resolve(takePageData(url) ?? fetch(url, { credentials: 'include' }));
}
