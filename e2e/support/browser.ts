// Headless Debian Chromium driven by playwright-core (no browser download: the system binary is used).
import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from './server';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function chromiumPath(): string {
  const found = CANDIDATES.find((p): p is string => Boolean(p && fs.existsSync(p)));
  if (!found)
    throw new Error(
      'Chromium not found: install the Debian package chromium (.ci/run does) or set CHROMIUM_PATH',
    );
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // The closed network here refuses Chromium's background connections; these flags keep it quiet and fast.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: {
    locale?: string;
    viewport?: { width: number; height: number };
    /**
     * The offline service worker is blocked unless a test needs it (browser notifications; field mode opens its
     * own browser): installed in every fresh context it would download the whole precache (~3 MB) beside each
     * journey and answer its requests, slowing every test for nothing it checks.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * One real server and one browser for a test file: `const env = useServerAndBrowser();` then `env.server`
 * and `env.browser` inside the tests.
 */
export function useServerAndBrowser(serverEnv: Record<string, string> = {}) {
  const env = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    env.server = await startServer(serverEnv);
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
