// The API answers the server put into the page for its first render (server/web/page-data.ts): a page then
// paints its content without waiting for the app to start, ask and hear back (one round trip less on a phone's
// network). Each answer serves the first GET of its URL only, as if that request had been made; later reads of
// the same URL go to the network as usual.
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

/** A GET with cookies, answered from the page's data when it holds the URL. */
export function getWithPageData(url: string): Promise<Response> {
  return Promise.resolve(takePageData(url) ?? fetch(url, { credentials: 'include' }));
}
