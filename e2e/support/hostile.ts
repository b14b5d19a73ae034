// Hostile text a member can store, and the audit of a page that shows it. Every payload, if it ever became
// markup, a handler or a link, would set window.__xss (or open an alert) to the name of the field it came from,
// so a failure says which field leaked, on which page.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The ways stored text has turned into script on real sites; `tag` names the field carrying it. */
export const hostile = {
  script: (tag: string) => `<script>window.__xss='${tag}'</script>`,
  img: (tag: string) => `<img src=x onerror="window.__xss='${tag}'">`,
  svg: (tag: string) => `<svg onload="window.__xss='${tag}'">`,
  /** Breaks out of an attribute value, then nests a document whose script reaches its parent. */
  iframe: (tag: string) => `"><iframe srcdoc="<script>parent.__xss='${tag}'</script>">`,
  /** Aimed at text the server writes into <head> (link-preview title and description). */
  closeTitle: (tag: string) => `</title><script>window.__xss='${tag}'</script>`,
  /** Client-side template injection (Angular/Vue-style expressions). */
  template: (tag: string) => `{{constructor.constructor('window.__xss="${tag}"')()}}`,
  markdownLink: (tag: string) => `[${tag}](javascript:window.__xss='${tag}')`,
  jsUrl: (tag: string) => `javascript:window.__xss='${tag}'`,
  /** Needs no load: the toggle fires as soon as the element is parsed; a dialog, not the flag. */
  details: (tag: string) => `<details open ontoggle="alert('${tag}')">`,
  /** i18next nesting and interpolation must not run on members' text passed into translations. */
  i18next: (tag: string) => `$t(common.siteName) {{actor}} {{species}} ${tag}`,
};

/** Everything a page did that it should not have: filled by `watchPage`, read by `auditPage`. */
export interface PageWatch {
  dialogs: string[];
  cspReports: string[];
  pageErrors: string[];
}

declare global {
  interface Window {
    __xss?: string;
    __cspViolations?: string[];
  }
}

/**
 * A context that records policy violations. With `bypassCSP` it ignores the Content-Security-Policy, so the
 * policy cannot hide a rendering hole and the test proves the escaping itself; without, it proves the policy.
 */
export async function newAuditContext(
  browser: Browser,
  baseURL: string,
  options: { bypassCSP: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    // As in newPage (support/browser.ts): the offline service worker is not what these audits check.
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
    bypassCSP: options.bypassCSP,
  });
  // Init scripts are the browser's, not the page's: they run whatever the policy says.
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}: ${e.sample}`);
    });
  });
  return context;
}

/** Records alerts (dismissing them so the page goes on), CSP reports in the console, and page errors. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { dialogs: [], cspReports: [], pageErrors: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(text))
      watch.cspReports.push(text);
  });
  page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  return watch;
}

export interface PageAudit {
  /** Fields that are expected on the page but not shown as their literal text. */
  missing: string[];
  /** window.__xss of the page or any frame: the name of the field whose payload ran. */
  ran: string[];
  /** Elements carrying inline event handlers (React never writes them). */
  handlers: string[];
  /** URL attributes holding a script URL. */
  scriptUrls: string[];
  /** Frames and inline scripts in the document (the app has none of either). */
  injected: string[];
  cspViolations: string[];
}

const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'ping',
  'cite',
  'srcdoc',
];

/** What the page shows as text: rendered text plus the values of form fields. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll('input, textarea')].map(
      (el) => (el as HTMLInputElement | HTMLTextAreaElement).value,
    );
    // biome-ignore lint/performance/useDomNodeTextContent: what a person sees is the rendered text.
    return [document.body.innerText, ...fields].join('\n');
  });
}

/**
 * Waits until every expected text is shown literally (so a field that is not displayed fails instead of passing
 * vacuously), lets late handlers (image errors, toggles) fire, then inspects the DOM.
 */
export async function auditPage(page: Page, expected: string[], timeoutMs = 10_000): Promise<PageAudit> {
  const deadline = Date.now() + timeoutMs;
  let missing = expected;
  while (Date.now() < deadline) {
    const text = await shownText(page);
    missing = expected.filter((value) => !text.includes(value));
    if (missing.length === 0) break;
    await page.waitForTimeout(200);
  }
  await page.waitForTimeout(300);
  const ran = (
    await Promise.all(
      page.frames().map((frame) => frame.evaluate(() => window.__xss ?? null).catch(() => null)),
    )
  ).filter((v): v is string => v !== null);
  const dom = await page.evaluate((urlAttributes) => {
    const handlers: string[] = [];
    const scriptUrls: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) handlers.push(`<${el.localName} ${name}="${attr.value}">`);
        // Browsers ignore control characters and spaces before a scheme, so the check does too.
        const value = [...attr.value]
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (
          urlAttributes.includes(name) &&
          (/^(javascript|vbscript):/.test(value) || value.startsWith('data:text/html'))
        )
          scriptUrls.push(`<${el.localName} ${name}="${attr.value}">`);
      }
    }
    const injected = [
      ...[...document.querySelectorAll('iframe, frame, object, embed')].map((el) =>
        el.outerHTML.slice(0, 200),
      ),
      ...[...document.scripts]
        .filter((s) => !s.src && s.type !== 'application/ld+json')
        .map((s) => `inline script: ${(s.textContent ?? '').slice(0, 200)}`),
    ];
    return { handlers, scriptUrls, injected, cspViolations: window.__cspViolations ?? [] };
  }, URL_ATTRIBUTES);
  return { missing, ran, ...dom };
}
