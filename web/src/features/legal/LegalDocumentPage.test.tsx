// A legal page: its title, the note that the English text applies, the "last updated" date in the reader's
// language, a table of contents linking to the headings, and the English document marked as such.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DmcaPolicyPage from '../../pages/help/DmcaPolicyPage';
import TermsPage from '../../pages/help/TermsPage';
import { renderScreen } from '../sightings/test-support';

describe('legal pages', () => {
  it('show the terms with the English notice, the date and a table of contents', async () => {
    await renderScreen(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /This legal text is published in English, and the English version is the one that applies/,
      ),
    ).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 2, name: /About these terms/ });
    expect(heading).toHaveAttribute('id', 'about-these-terms');
    expect(screen.getByText('Last updated: November 29, 2026')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: '4. Your content' })).toHaveAttribute(
      'href',
      '#your-content',
    );
    const article = heading.closest('article');
    expect(article).toHaveAttribute('lang', 'en');
    expect(article).toHaveAttribute('dir', 'ltr');
    // Links inside the site stay in the app; the other legal pages are linked at the end.
    expect(
      within(article as HTMLElement).getAllByRole('link', { name: 'Privacy Policy' })[0],
    ).toHaveAttribute('href', '/privacy-policy');
    const related = screen.getByRole('navigation', { name: 'Other legal pages' });
    expect(within(related).getByRole('link', { name: 'Digital Goods Terms' })).toHaveAttribute(
      'href',
      '/digital-goods-terms',
    );
    expect(within(related).queryByRole('link', { name: 'Terms of Service' })).not.toBeInTheDocument();
  });

  it('put the notice form under the DMCA policy', async () => {
    await renderScreen(<DmcaPolicyPage />, { path: '/dmca-policy' });
    expect(
      await screen.findByRole('heading', { level: 2, name: /What a notice must contain/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Send a DMCA notice' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /good-faith belief/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send notice' })).toBeInTheDocument();
  });
});
