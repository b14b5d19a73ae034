// /credits names every source of common/constants/credits.ts with its licence, grouped by kind.
import { CREDITS } from '@common/constants/credits';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/layout/test-providers';
import CreditsPage from './CreditsPage';

describe('CreditsPage', () => {
  it('lists every source with a link to it and its licence', async () => {
    await renderWithProviders(<CreditsPage />, { route: '/credits' });
    expect(screen.getByRole('heading', { level: 1, name: 'Credits' })).toBeTruthy();
    for (const credit of CREDITS) {
      const link = screen.getByRole('link', { name: credit.name });
      expect(link.getAttribute('href')).toBe(credit.url);
      const item = link.closest('li');
      expect(item).not.toBeNull();
      expect(within(item as HTMLElement).getByText(credit.licence)).toBeTruthy();
    }
  });

  it('credits the share-alike names file under its own licence and says what each model does', async () => {
    await renderWithProviders(<CreditsPage />, { route: '/credits' });
    const data = screen.getByRole('region', { name: 'Species data' });
    expect(within(data).getByRole('link', { name: 'CC-BY-SA-4.0' })).toBeTruthy();
    const models = screen.getByRole('region', { name: 'AI models' });
    expect(within(models).getByText(/finds the animal in a photo/)).toBeTruthy();
  });

  it('links the research-grade Darwin Core Archive under open data', async () => {
    await renderWithProviders(<CreditsPage />, { route: '/credits' });
    const open = screen.getByRole('region', { name: 'Open data' });
    const link = within(open).getByRole('link', {
      name: 'Download research-grade data (Darwin Core Archive)',
    });
    expect(link.getAttribute('href')).toBe('/api/exports/dwca');
    expect(link.getAttribute('download')).toBe('wildlens-dwca.zip');
    expect(within(open).getByText(/Darwin Core format that GBIF collects/)).toBeTruthy();
  });
});
