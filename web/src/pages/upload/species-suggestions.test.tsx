// The species suggestions on the sighting form (/report-sighting): a pick fills the name and an empty
// category, Enter on a suggestion does not publish, and a name typed without picking is published as typed.
import type { SightingDetail } from '@common/schemas/sightings';
import type { SpeciesSuggestion } from '@common/schemas/species';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import ReportSightingPage from './ReportSightingPage';

vi.mock('../../features/uploads/LocationMap', () => ({ default: () => <div data-testid="location-map" /> }));

afterEach(() => vi.unstubAllGlobals());

const species = (
  id: number | null,
  name: string,
  scientificName: string | null,
  category: SpeciesSuggestion['category'],
  sightings: number,
): SpeciesSuggestion => ({
  id,
  slug: scientificName?.toLowerCase().replace(' ', '-') ?? null,
  name,
  englishName: id === null ? null : name,
  scientificName,
  category,
  conservationStatus: null,
  sightings,
});
const SUGGESTIONS: SpeciesSuggestion[] = [
  species(5219243, 'Red fox', 'Vulpes vulpes', 'mammals', 310),
  species(2480537, 'Red kite', 'Milvus milvus', 'birds', 95),
  // A name members wrote that the catalogue lacks.
  species(null, 'Red-spotted newt', null, null, 2),
];

function stubServer() {
  return stubFetch({
    'GET /api/species/suggest': () => jsonResponse({ species: SUGGESTIONS }),
    'POST /api/sightings': () => jsonResponse({ id: 12, speciesName: 'Red kite' } as SightingDetail, 201),
  });
}

async function renderReport() {
  await renderPage(<ReportSightingPage />, { path: '/report-sighting', me: MEMBER });
  return {
    species: screen.getByRole('combobox', { name: /^Species/ }),
    category: screen.getByLabelText(/^Category/),
  };
}

const suggestion = (name: RegExp) =>
  within(screen.getByRole('listbox', { name: 'Suggested species' })).getByRole('option', { name });

describe('species suggestions on the sighting form', () => {
  it('keeps the field wiring: id, name, limits, placeholder and hint', async () => {
    stubServer();
    const { species } = await renderReport();
    expect(species).toHaveAttribute('id', 'report-speciesName');
    expect(species).toHaveAttribute('name', 'speciesName');
    expect(species).toHaveAttribute('maxlength', '120');
    expect(species).toBeRequired();
    expect(species).toHaveAttribute('placeholder', 'e.g. Red fox');
    expect(species).toHaveAccessibleDescription('The common or scientific name, as well as you know it.');
  });

  it('fills the name and the empty category with Enter on a suggestion, without publishing', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    const { species, category } = await renderReport();
    await user.type(species, 'red');
    await waitFor(() => expect(suggestion(/Red kite/)).toBeInTheDocument());
    expect(suggestion(/Red fox/)).toHaveTextContent('Mammals');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(species).toHaveValue('Red kite');
    expect(category).toHaveValue('birds');
    expect(callsTo(fetchMock, 'POST /api/sightings')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish Sighting' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sighting/12'));
    expect(callsTo(fetchMock, 'POST /api/sightings')).toEqual([
      expect.objectContaining({ speciesName: 'Red kite', speciesId: 2480537, category: 'birds' }),
    ]);
  });

  it('leaves a category the member chose, and one a suggestion does not know', async () => {
    stubServer();
    const user = userEvent.setup();
    const { species, category } = await renderReport();
    await user.selectOptions(category, 'amphibians');
    await user.type(species, 'red');
    await user.click(await screen.findByRole('option', { name: /Red fox/ }));
    expect(species).toHaveValue('Red fox');
    expect(category).toHaveValue('amphibians');

    await user.selectOptions(category, '');
    await user.clear(species);
    await user.type(species, 'red');
    await user.click(await screen.findByRole('option', { name: /spotted newt/ }));
    expect(species).toHaveValue('Red-spotted newt');
    expect(category).toHaveValue('');
  });

  it('publishes a name typed without picking, as typed', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    const { species, category } = await renderReport();
    await user.type(species, 'Red squirrel');
    await user.selectOptions(category, 'mammals');
    await user.click(screen.getByRole('button', { name: 'Publish Sighting' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/sightings')).toHaveLength(1));
    const [sent] = callsTo(fetchMock, 'POST /api/sightings');
    expect(sent).toMatchObject({ speciesName: 'Red squirrel', category: 'mammals' });
    // No species picked: the server links the name if the catalogue has it.
    expect(sent).not.toHaveProperty('speciesId');
  });
});
