// The tab names the page: "{page} · WildLens"; a page's name leaves with it, and the latest page wins.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitleText, usePageTitle } from './use-page-title';

function Named({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('names the tab after the page and gives the name back when the page goes', () => {
    document.title = 'WildLens';
    const first = render(<Named title="Sign In" />);
    expect(document.title).toBe('Sign In · WildLens');
    const second = render(<Named title="Snowy owl" />);
    expect(document.title).toBe('Snowy owl · WildLens');
    // The earlier page leaving does not take the current page's name with it.
    first.unmount();
    expect(document.title).toBe('Snowy owl · WildLens');
    second.rerender(<Named title="Barn owl" />);
    expect(document.title).toBe('Barn owl · WildLens');
    second.unmount();
    expect(document.title).toBe('WildLens');
  });

  it('lets home name the tab with the site name alone', () => {
    document.title = 'stale';
    const home = render(<Named title="WildLens" />);
    expect(document.title).toBe('WildLens');
    home.unmount();
  });

  it('writes the site name alone for no name or the site name itself', () => {
    expect(pageTitleText(null)).toBe('WildLens');
    expect(pageTitleText('WildLens')).toBe('WildLens');
    expect(pageTitleText('Explore')).toBe('Explore · WildLens');
  });
});
