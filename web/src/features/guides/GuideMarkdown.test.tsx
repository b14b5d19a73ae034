// The guide's Markdown: headings, lists and links rendered as elements; raw HTML stays out; links carry
// rel="nofollow ugc"; images only from the site's own media.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuideMarkdown, isSiteMedia } from './GuideMarkdown';

describe('GuideMarkdown', () => {
  it('renders headings, lists and safe links', () => {
    render(
      <GuideMarkdown
        text={'# The hide\n\n- Dawn\n- Dusk\n\n[Map](https://example.org/map) [bad](javascript:alert(1))'}
      />,
    );
    expect(screen.getByRole('heading', { name: 'The hide' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Map' });
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  });

  it('never creates raw HTML and shows only the site’s own images', () => {
    const { container } = render(
      <GuideMarkdown
        text={
          '<script>alert(1)</script><img src=x onerror=alert(1)>\n\n![ok](/media/photos/a.webp)\n\n![no](https://evil.example/x.png)'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    const images = [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(images).toEqual(['/media/photos/a.webp']);
    expect(isSiteMedia('/media/../secret')).toBe(false);
  });
});
