// The HTTP client of spec section 7: cookies always, JSON in and out, '{status}: {text}' errors.
import { NEXT_CURSOR_HEADER } from '@common/constants/api';
import { type ApiParams, apiUrl } from '@common/constants/page-data';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { reportApiError, reportNetworkError } from './error-tracker';
import { getWithPageData } from './page-data';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly serverMessage: string | undefined,
    readonly fieldErrors: { path: string; message: string }[] | undefined,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

/** The `message` field of a JSON error body, which is what toasts show. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

async function throwIfNotOk(res: Response, method: string, url: string): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let serverMessage: string | undefined;
  let fieldErrors: ApiError['fieldErrors'];
  try {
    const parsed = JSON.parse(text) as { message?: unknown; errors?: ApiError['fieldErrors'] };
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
    fieldErrors = parsed.errors;
  } catch {
    // Not JSON: the raw text is the message.
  }
  const error = new ApiError(res.status, text, serverMessage, fieldErrors);
  reportApiError({ status: res.status, method, endpoint: url, message: error.message });
  throw error;
}

async function parseJsonOrNull(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return null;
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** Sends any method with an optional JSON body; returns parsed JSON, or null when the reply is not JSON. */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  init: { headers?: Record<string, string> } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (e) {
    reportNetworkError(url, e);
    throw new Error('Request failed - no response from server');
  }
  await throwIfNotOk(res, method, url);
  return (await parseJsonOrNull(res)) as T;
}

/** The GET a query key stands for: its segments joined with '/' form the path, a trailing object the query. */
export function queryKeyUrl(queryKey: QueryKey): string {
  const path = queryKey.filter((k) => k !== undefined && k !== null && typeof k !== 'object').join('/');
  const params = queryKey.find((k): k is ApiParams => typeof k === 'object' && k !== null);
  return apiUrl(path, params);
}

/** The default read: the GET of the query key (queryKeyUrl); null on 401 when asked. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const url = queryKeyUrl(queryKey);
    // Error reports name the endpoint, not the query string (it can hold what a member searched for).
    const endpoint = url.split('?')[0] ?? url;
    let res: Response;
    try {
      res = await getWithPageData(url);
    } catch (e) {
      reportNetworkError(endpoint, e);
      throw new Error('Request failed - no response from server');
    }
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res, 'GET', endpoint);
    return (await parseJsonOrNull(res)) as T;
  };
}

export function isUnauthenticatedError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  return (
    message.includes('401') || message.includes('unauthorized') || message.includes('authentication required')
  );
}

/** One page of a keyset-paginated list: its items and the cursor of the next page, null on the last. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * GETs one page of a list that answers a JSON array and names the next page in the x-next-cursor header
 * (GET /api/sightings, /api/feed). Empty and missing parameters are left out of the query string.
 */
export async function getPage<T>(path: string, params: ApiParams = {}): Promise<Page<T>> {
  let res: Response;
  try {
    res = await getWithPageData(apiUrl(path, params));
  } catch (e) {
    reportNetworkError(path, e);
    throw new Error('Request failed - no response from server');
  }
  await throwIfNotOk(res, 'GET', path);
  const body = await parseJsonOrNull(res);
  return {
    items: Array.isArray(body) ? (body as T[]) : [],
    nextCursor: res.headers.get(NEXT_CURSOR_HEADER) || null,
  };
}
