// The species page draws the species in the reader's language with its status and credit, its taxonomy and
// the community's records; an unknown species offers a signed-in member to propose it, with the spec's messages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen } from '../../features/sightings/test-support';
import { MEMBER, stubFetch } from '../auth/test-utils';
import SpeciesPage from './SpeciesPage';
import { TIGER } from './test-species';

afterEach(() => vi.unstubAllGlobals());

describe('SpeciesPage', () => {
  it('shows names, status with its source, taxonomy-based tips, months and similar species', async () => {
    const fetchMock = stubFetch({
      'GET /api/species/panthera-tigris': () => json(TIGER),
      'GET /api/species/panthera-tigris/gallery': () => json([]),
    });
    await renderScreen(<SpeciesPage />, { path: '/species/:slug', url: '/species/panthera-tigris' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiger' })).toBeInTheDocument();
    expect(screen.getByText('Panthera tigris', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByText('Endangered').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'IUCN Red List of Threatened Species' })).toHaveAttribute(
      'href',
      'https://www.iucnredlist.org',
    );
    expect(screen.getByText(/\(2022\)/)).toBeInTheDocument();
    expect(screen.getByText(/A member of the family Felidae, in the order Carnivora/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lion/ })).toHaveAttribute('href', '/species/panthera-leo');
    expect(screen.getByRole('link', { name: 'stripe_seeker' })).toHaveAttribute('href', '/profile/3');
    // The months' numbers are readable without the chart.
    const table = screen.getByRole('table', { name: 'Sightings by month' });
    expect(within(table).getByRole('row', { name: /July 2/ })).toBeInTheDocument();
    // The names are asked for in the reader's language.
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain('/api/species/panthera-tigris?lang=en');
  });

  it('offers a member to propose an unknown species and shows the spec’s messages', async () => {
    stubFetch({ 'GET /api/species/no-such-bird': () => json({ message: 'Species not found' }, 404) });
    await renderScreen(<SpeciesPage />, { path: '/species/:slug', url: '/species/no-such-bird', me: MEMBER });
    expect(await screen.findByRole('heading', { name: 'Species not found' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Propose a new species' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('Common name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a valid category')).toBeInTheDocument();
  });

  it('sends visitors to sign in instead', async () => {
    stubFetch({ 'GET /api/species/no-such-bird': () => json({ message: 'Species not found' }, 404) });
    await renderScreen(<SpeciesPage />, { path: '/species/:slug', url: '/species/no-such-bird' });
    expect(await screen.findByRole('link', { name: 'Sign in to propose a species' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
