// /create-guide: key species are chosen from the catalogue with the species combobox (chips with remove buttons,
// keyboard only, at most GUIDE_LIMITS.keySpecies, Enter never publishes), saved as their page names; the preview
// image is uploaded as an illustration (it does not use up a free member's monthly sighting photos).
import { GUIDE_LIMITS, type GuideDetail } from '@common/schemas/guides';
import type { SpeciesSuggestion } from '@common/schemas/species';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeMember, renderScreen, stubApi } from '../../features/sightings/test-support';
import { installFakeXhr, makeAsset, photoFile } from '../../features/uploads/testing/fake-xhr';
import CreateGuidePage from './CreateGuidePage';

afterEach(() => vi.unstubAllGlobals());

const suggestion = (name: string, scientificName: string | null, id: number | null): SpeciesSuggestion => ({
  id,
  slug: scientificName && id !== null ? scientificName.toLowerCase().replace(' ', '-') : null,
  name,
  englishName: name,
  scientificName,
  category: 'birds',
  conservationStatus: null,
  sightings: 3,
});
const HERONS = [
  suggestion('Grey heron', 'Ardea cinerea', 11),
  suggestion('Purple heron', 'Ardea purpurea', 12),
  // A name members wrote that the catalogue lacks: no species page to link to.
  suggestion('Night heron', null, null),
];

function detail(species: GuideDetail['species']): GuideDetail {
  return {
    guide: {
      id: 5,
      title: 'Dawn herons at Lake Kerkini',
      description: 'Pelicans and herons at first light.',
      excerpt: 'Pelicans and herons at first light.',
      location: 'Lake Kerkini, Greece',
      latitude: 41.2,
      longitude: 23.1,
      price: 0,
      currency: 'USD',
      isFree: true,
      category: 'birds',
      difficulty: 'easy',
      bestSeason: 'winter',
      keySpecies: species.map((s) => s.slug),
      previewImage: null,
      rating: 0,
      totalRatings: 0,
      totalSales: 0,
      status: 'draft',
      author: { id: 42, username: 'heronfan', displayName: null },
      publishedAt: null,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
    species,
    full: { content: '## The boat\n\nAsk at the jetty.', equipment: [], tips: [], previewMediaAssetId: null },
    viewer: {
      isAuthor: true,
      hasPurchased: false,
      canRead: true,
      canBuy: false,
      canRate: false,
      hasRated: false,
    },
  };
}

function stubGuideApi(existing: GuideDetail) {
  return stubApi({
    '/api/species/suggest': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json({ species: HERONS.filter((s) => s.name.toLowerCase().includes(q)) });
    },
    '/api/guides/5': () => json(existing),
    'PUT /api/guides/5': ({ body }) => json({ ...existing, body }),
  });
}

async function renderEdit(existing: GuideDetail) {
  const api = stubGuideApi(existing);
  await renderScreen(<CreateGuidePage />, {
    path: '/create-guide',
    url: '/create-guide?edit=5',
    me: makeMember({ id: 42 }),
  });
  const input = await screen.findByRole('combobox', { name: 'Key species' });
  return { api, input };
}

const chips = () => screen.queryByRole('list', { name: 'Chosen key species' });

describe('CreateGuidePage key species', () => {
  it('adds catalogue species as chips from the keyboard, never publishes on Enter, and saves their page names', async () => {
    const user = userEvent.setup();
    const { api, input } = await renderEdit(
      detail([
        { slug: 'phalacrocorax-carbo', name: 'Great cormorant', scientificName: 'Phalacrocorax carbo' },
      ]),
    );
    expect(within(chips() as HTMLElement).getByText('Great cormorant')).toBeInTheDocument();

    await user.type(input, 'grey');
    await screen.findByRole('option', { name: /Grey heron/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(chips() as HTMLElement).getByText('Grey heron')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.getByText('Grey heron added.')).toBeInTheDocument();
    // Enter with nothing chosen in the list: the form is not sent.
    await user.type(input, 'xyz{Enter}');
    expect(api.callsTo('PUT /api/guides/5')).toHaveLength(0);

    // A name the catalogue lacks is not a key species.
    await user.clear(input);
    await user.type(input, 'night');
    await screen.findByRole('option', { name: /Night heron/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText(/“Night heron” is not in the species catalogue/)).toBeInTheDocument();
    expect(within(chips() as HTMLElement).queryByText('Night heron')).toBeNull();

    // Removing one with its own button gives the focus back to the field.
    await user.click(screen.getByRole('button', { name: 'Remove Great cormorant' }));
    expect(within(chips() as HTMLElement).queryByText('Great cormorant')).toBeNull();
    await waitFor(() => expect(input).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('PUT /api/guides/5')).toHaveLength(1));
    const [put] = api.callsTo('PUT /api/guides/5');
    expect(put?.body).toMatchObject({ keySpecies: ['ardea-cinerea'] });
  });

  it(`stops at ${GUIDE_LIMITS.keySpecies} species`, async () => {
    const many = Array.from({ length: GUIDE_LIMITS.keySpecies }, (_, i) => ({
      slug: `species-${i}`,
      name: `Species ${i}`,
      scientificName: null,
    }));
    const { input } = await renderEdit(detail(many));
    expect(input).toBeDisabled();
    expect(screen.getByText(/at most 20 key species/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Species 3' }));
    expect(input).toBeEnabled();
  });

  it('uploads the preview image as an illustration', async () => {
    const Xhr = installFakeXhr();
    await renderEdit(detail([]));
    fireEvent.change(screen.getByLabelText('Preview image'), { target: { files: [photoFile()] } });
    await waitFor(() => expect(Xhr.instances).toHaveLength(1));
    const upload = Xhr.instances[0];
    expect(upload?.body?.get('purpose')).toBe('illustration');
    upload?.respond(201, makeAsset(77, { kind: 'illustration' }));
    await waitFor(() => expect(document.querySelector('img[src="/media/77/medium.webp"]')).not.toBeNull());
  });
});
