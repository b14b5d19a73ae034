// An article's Markdown: a <script> in the body and a javascript: link render no script element and no
// javascript: address; headings get anchors; links to other sites carry rel="noopener nofollow ugc"; pictures
// only from /media/ or https.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleMarkdown, headingId, safeHref, safeImageSrc } from './ArticleMarkdown';

describe('ArticleMarkdown', () => {
  it('renders no script element and no javascript: address', () => {
    const { container } = render(
      <ArticleMarkdown
        text={
          '<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) [data](data:text/html,<b>x</b>) [proto](//evil.example/x)\n\n<a href="javascript:alert(4)">raw</a>'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    for (const a of container.querySelectorAll('a')) {
      expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data):/i);
      expect(a.getAttribute('href') ?? '').not.toMatch(/^\/\//);
    }
    // javascript: appears only as shown text, never in an attribute.
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.value).not.toMatch(/javascript:/i);
    }
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
    expect(screen.getByText('click')).toBeInTheDocument();
    // The HTML shows as the characters typed.
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(2)>');
  });

  it('gives headings anchors and external links rel="noopener nofollow ugc"', () => {
    render(
      <ArticleMarkdown
        text={
          '# Where to go\n\n## Tips\n\n## Tips\n\n[GBIF](https://www.gbif.org) [Species](/species/cygnus-olor) [Up](#where-to-go)'
        }
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Where to go', level: 2 });
    expect(heading).toHaveAttribute('id', 'where-to-go');
    expect(screen.getByRole('link', { name: 'Where to go' })).toHaveAttribute('href', '#where-to-go');
    expect(screen.getAllByRole('heading', { name: 'Tips' }).map((h) => h.id)).toEqual(['tips', 'tips-2']);
    const gbif = screen.getByRole('link', { name: 'GBIF' });
    expect(gbif).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(gbif).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Species' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'Up' })).toHaveAttribute('href', '#where-to-go');
  });

  it('shows pictures only from the site’s media or https', () => {
    const { container } = render(
      <ArticleMarkdown
        text={
          '![a](/media/photos/a.webp)\n\n![b](https://upload.wikimedia.org/b.jpg)\n\n![c](http://plain.example/c.jpg)\n\n![d](/media/../secret)\n\n![e](data:image/png;base64,AAAA)'
        }
      />,
    );
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/media/photos/a.webp',
      'https://upload.wikimedia.org/b.jpg',
    ]);
  });

  it('keeps helpers strict', () => {
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('mailto:team@example.org')).toBe('mailto:team@example.org');
    expect(safeImageSrc('https://x.example/a.png" onerror="x')).toBeUndefined();
    expect(headingId('Où voir les oiseaux ?')).toBe('où-voir-les-oiseaux');
    expect(headingId('!!!')).toBe('section');
  });
});
