// A legal document's Markdown as React elements: react-markdown builds elements, never raw HTML (HTML in the
// text is skipped). Headings carry the ids the table of contents links to (legal-text.ts headingId), each with
// a link to itself; links inside the site navigate in the app, others open with rel="noopener".
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { headingId } from './legal-text';

const ALLOWED = [
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
  'br',
  'hr',
  'code',
];

/** The text a heading shows (its children may be strings, emphasis or links). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node)
    return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

function Heading({ level, children }: { level: 2 | 3; children: ReactNode }) {
  const id = headingId(textOf(children));
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag
      id={id}
      className={
        level === 2
          ? 'group mt-10 scroll-mt-24 text-xl font-semibold text-stone-900'
          : 'group mt-6 scroll-mt-24 text-lg font-semibold text-stone-900'
      }
    >
      {children}
      {/* The document is English (lang="en" on the article), so is the name of its self-link. */}
      <a
        href={`#${id}`}
        className="ms-2 text-brand-700 opacity-0 group-hover:opacity-100 focus-visible:opacity-100"
        aria-label={`Link to the section “${textOf(children)}”`}
      >
        #
      </a>
    </Tag>
  );
}

const components: Components = {
  h2: ({ children }) => <Heading level={2}>{children}</Heading>,
  h3: ({ children }) => <Heading level={3}>{children}</Heading>,
  h4: ({ children }) => <h4 className="mt-4 font-semibold text-stone-900">{children}</h4>,
  p: ({ children }) => <p className="mt-3 break-words leading-relaxed text-stone-800">{children}</p>,
  ul: ({ children }) => <ul className="mt-3 grid list-disc gap-1.5 ps-6 text-stone-800">{children}</ul>,
  ol: ({ children }) => <ol className="mt-3 grid list-decimal gap-1.5 ps-6 text-stone-800">{children}</ol>,
  li: ({ children }) => <li className="break-words leading-relaxed">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-stone-900">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-3 border-s-4 border-stone-300 ps-3 text-stone-700">{children}</blockquote>
  ),
  code: ({ children }) => <code className="rounded bg-stone-100 px-1 text-sm">{children}</code>,
  a: ({ href, children }) => {
    if (href?.startsWith('/') && !href.startsWith('//'))
      return (
        <Link to={href} className="text-brand-800 underline">
          {children}
        </Link>
      );
    if (href && /^https?:\/\//i.test(href))
      return (
        <a href={href} rel="noopener noreferrer" target="_blank" className="text-brand-800 underline">
          {children}
        </a>
      );
    return <span>{children}</span>;
  },
};

export function LegalMarkdown({ text }: { text: string }) {
  return (
    <div className="min-w-0" data-testid="legal-markdown">
      <Markdown allowedElements={ALLOWED} unwrapDisallowed skipHtml components={components}>
        {text}
      </Markdown>
    </div>
  );
}
