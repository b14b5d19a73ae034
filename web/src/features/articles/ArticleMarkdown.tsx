// An article's Markdown as React elements. react-markdown builds elements and never raw HTML (no rehype-raw;
// HTML in the text shows as the characters typed: lib/markdown-html-as-text.ts). Headings get ids and link to
// themselves (#anchor); links to other sites open with rel="noopener nofollow ugc"; links that are not http(s),
// site paths, anchors or mail (javascript:, data:, ...) become plain text; images are shown only from this
// site's /media/ or over https.
import type { ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { remarkHtmlAsText } from '../../lib/markdown-html-as-text';

type Element = NonNullable<ExtraProps['node']>;
type ElementContent = Element['children'][number];

const ALLOWED = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
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
  'pre',
];

/** A site path (not protocol-relative), an anchor, http(s) or mail. */
/** HTML in the text shows as the characters typed (lib/markdown-html-as-text.ts). */
const REMARK_PLUGINS = [remarkHtmlAsText];

export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed) || /^mailto:/i.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return undefined;
}

/** Whether a link leaves the site (it then opens apart, without handing the site to it). */
export function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  if (typeof window === 'undefined') return true;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/** Pictures from the site's own media or any https address (the page's CSP allows https: images). */
export function safeImageSrc(src: unknown): string | undefined {
  if (typeof src !== 'string') return undefined;
  if (/^\/media\/[\w\-./]+$/.test(src) && !src.includes('..')) return src;
  if (/^https:\/\/[^\s"'<>]+$/i.test(src)) return src;
  return undefined;
}

function textOf(node: Element | ElementContent | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** An id for a heading: its words, lower case, joined by hyphens (letters of every script kept). */
export function headingId(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.join('-').slice(0, 80) || 'section';
}

const HEADING_STYLE: Record<number, string> = {
  2: 'mt-8 scroll-mt-24 text-2xl font-bold text-stone-900',
  3: 'mt-6 scroll-mt-24 text-xl font-semibold text-stone-900',
  4: 'mt-5 scroll-mt-24 text-lg font-semibold text-stone-900',
};

function components(): Components {
  // Ids stay unique within one article: a second "Tips" heading becomes "tips-2".
  const used = new Map<string, number>();
  const idFor = (node: Element | undefined) => {
    const base = headingId(textOf(node));
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
  // The page's title is the h1: the article's own headings start at h2.
  const heading =
    (level: 2 | 3 | 4) =>
    ({ node, children }: { node?: Element; children?: ReactNode }) => {
      const id = idFor(node);
      const Tag = `h${level}` as const;
      return (
        <Tag id={id} className={HEADING_STYLE[level]}>
          <a href={`#${id}`} className="hover:underline">
            {children}
          </a>
        </Tag>
      );
    };
  return {
    h1: heading(2),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(4),
    h6: heading(4),
    p: ({ children }) => <p className="mt-4 break-words leading-relaxed text-stone-800">{children}</p>,
    ul: ({ children }) => <ul className="mt-4 grid list-disc gap-1 ps-6 text-stone-800">{children}</ul>,
    ol: ({ children }) => <ol className="mt-4 grid list-decimal gap-1 ps-6 text-stone-800">{children}</ol>,
    blockquote: ({ children }) => (
      <blockquote className="mt-4 border-s-4 border-brand-200 ps-4 text-stone-700 italic">
        {children}
      </blockquote>
    ),
    pre: ({ children }) => (
      <pre className="mt-4 overflow-x-auto rounded-lg bg-stone-100 p-3 text-sm">{children}</pre>
    ),
    code: ({ children }) => <code className="rounded bg-stone-100 px-1 text-[0.9em]">{children}</code>,
    a: ({ href, children }) => {
      const safe = safeHref(href);
      if (!safe) return <span>{children}</span>;
      return isExternal(safe) ? (
        <a
          href={safe}
          rel="noopener nofollow ugc"
          target="_blank"
          className="text-brand-800 underline underline-offset-2"
        >
          {children}
        </a>
      ) : (
        <a href={safe} className="text-brand-800 underline underline-offset-2">
          {children}
        </a>
      );
    },
    img: ({ src, alt }) => {
      const safe = safeImageSrc(src);
      return safe ? (
        <img src={safe} alt={alt ?? ''} loading="lazy" className="mt-4 h-auto max-w-full rounded-xl" />
      ) : null;
    },
  };
}

export function ArticleMarkdown({ text }: { text: string }) {
  return (
    <div className="min-w-0" data-testid="article-markdown">
      <Markdown
        allowedElements={ALLOWED}
        unwrapDisallowed
        remarkPlugins={REMARK_PLUGINS}
        components={components()}
      >
        {text}
      </Markdown>
    </div>
  );
}

export default ArticleMarkdown;
