// What a page was doing when a browser test's wait ran out: its address, headings and text, the requests still
// open or failed, and what the console said. A rare failure on a CI machine is then explained by its own report
// instead of needing to be reproduced.
import type { Page } from 'playwright-core';

export interface PageDiagnostics {
  /** A readable account of the page and its traffic so far. */
  report(): Promise<string>;
}

/** Requests slower than this are named in the report even when they ended well. */
const SLOW_MS = 2_000;

/** Watches `page`; `serverOutput` adds what the server printed meanwhile to the report. */
export function watchPage(page: Page, serverOutput?: () => string): PageDiagnostics {
  const printedBefore = serverOutput?.().length ?? 0;
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const open = new Map<object, { line: string; since: number }>();
  const events: string[] = [];
  page.on('request', (request) =>
    open.set(request, { line: `${at()} ${request.method()} ${request.url()}`, since: Date.now() }),
  );
  page.on('requestfinished', (request) => {
    const started = open.get(request);
    open.delete(request);
    if (started && Date.now() - started.since > SLOW_MS)
      events.push(`${started.line}: took ${Date.now() - started.since} ms`);
  });
  page.on('requestfailed', (request) => {
    open.delete(request);
    events.push(`${at()} failed ${request.url()}: ${request.failure()?.errorText ?? '?'}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) events.push(`${at()} ${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      events.push(`${at()} console ${message.type()}: ${message.text()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) events.push(`${at()} navigated to ${frame.url()}`);
  });
  return {
    async report() {
      const state = await page
        .evaluate(() => ({
          headings: [...document.querySelectorAll('h1, h2')].map((h) => `${h.tagName} ${h.textContent}`),
          text: (document.querySelector('main') ?? document.body).textContent?.slice(0, 600) ?? '',
        }))
        .catch((err: unknown) => ({ headings: [], text: `(page not readable: ${String(err)})` }));
      return [
        `at ${at()} on ${page.url()}`,
        `headings: ${state.headings.join(' | ') || '(none)'}`,
        `text: ${state.text.replace(/\s+/g, ' ')}`,
        `open requests: ${[...open.values()].map((r) => r.line).join('; ') || '(none)'}`,
        ...events,
        `server output meanwhile: ${serverOutput?.().slice(printedBefore).slice(-4_000) || '(none)'}`,
      ].join('\n');
    },
  };
}

/** Runs a wait; when it fails, the error carries the page's report. */
export async function explainFailure<T>(diagnostics: PageDiagnostics, wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (err) {
    const report = await diagnostics.report();
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n--- the page ---\n${report}`, {
      cause: err,
    });
  }
}

/**
 * Runs a wait that should be quick; when it took longer than `expectedMs`, the page's report is printed (the
 * test goes on), so a slowness that only a busy CI machine shows leaves its explanation in the test's output.
 */
export async function reportIfSlow<T>(
  diagnostics: PageDiagnostics,
  expectedMs: number,
  wait: Promise<T>,
): Promise<T> {
  const started = Date.now();
  const result = await explainFailure(diagnostics, wait);
  const took = Date.now() - started;
  if (took > expectedMs)
    console.warn(`slow: ${took} ms instead of under ${expectedMs}\n${await diagnostics.report()}`);
  return result;
}
