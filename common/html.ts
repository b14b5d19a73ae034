// Text for HTML the server writes itself (link-preview tags, a page's first paint).

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON that can sit inside a <script> element (page data, JSON-LD): no "</script>", no HTML comment or
 * character reference, no line separators; JSON.parse and JSON-LD readers read the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An article page's path (/articles/<slug>) with its slug captured, by the slug rule of the articles' schema. */
export const ARTICLE_PAGE_PATH = /^\/articles\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
