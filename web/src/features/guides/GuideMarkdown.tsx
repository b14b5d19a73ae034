// A guide's Markdown as React elements (react-markdown builds elements, never raw HTML: HTML in the text stays
// text). Headings, paragraphs, lists, emphasis, quotes, links and images only; links open with
// rel="nofollow ugc noopener", and images are shown only from this site's own media URLs (/media/...).

import Markdown, { type Components } from 'react-markdown';
import { remarkHtmlAsText } from '../../lib/markdown-html-as-text';

const ALLOWED = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'blockquote',
  'a',
  'img',
  'br',
  'hr',
  'code',
];

/** Only the site's own media: a path under /media/ (no protocol, no other host). */
/** HTML in the text shows as the characters typed (lib/markdown-html-as-text.ts). */
const REMARK_PLUGINS = [remarkHtmlAsText];

export function isSiteMedia(src: string | undefined): boolean {
  return typeof src === 'string' && /^\/media\/[\w\-./]+$/.test(src) && !src.includes('..');
}

function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  if (/^https?:\/\//i.test(href) || href.startsWith('/')) return href;
  return undefined;
}

const components: Components = {
  h1: ({ children }) => <h2 className="mt-6 text-2xl font-bold text-stone-900">{children}</h2>,
  h2: ({ children }) => <h3 className="mt-5 text-xl font-semibold text-stone-900">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-4 text-lg font-semibold text-stone-900">{children}</h4>,
  h4: ({ children }) => <h5 className="mt-3 font-semibold text-stone-900">{children}</h5>,
  p: ({ children }) => <p className="mt-3 break-words leading-relaxed text-stone-800">{children}</p>,
  ul: ({ children }) => <ul className="mt-3 list-disc ps-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-3 list-decimal ps-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="mt-3 border-s-4 border-stone-300 ps-3 text-stone-700">{children}</blockquote>
  ),
  a: ({ href, children }) => {
    const safe = safeHref(href);
    return safe ? (
      <a href={safe} rel="nofollow ugc noopener" target="_blank" className="text-brand-800 underline">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    );
  },
  img: ({ src, alt }) =>
    isSiteMedia(typeof src === 'string' ? src : undefined) ? (
      <img src={src as string} alt={alt ?? ''} loading="lazy" className="mt-3 max-w-full rounded-xl" />
    ) : null,
};

export function GuideMarkdown({ text }: { text: string }) {
  return (
    <div className="min-w-0" data-testid="guide-markdown">
      <Markdown
        allowedElements={ALLOWED}
        unwrapDisallowed
        remarkPlugins={REMARK_PLUGINS}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}

export default GuideMarkdown;
