// The species combobox: when it asks the server (debounced, never for an empty field), what the list shows,
// the WAI-ARIA combobox attributes, keys and mouse, and that it never gets in the way of free text, the form's
// submit or an enclosing dialog.
import type { SpeciesSuggestion } from '@common/schemas/species';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'radix-ui';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { deferred, json, renderScreen, stubApi } from '../sightings/test-support';
import { SPECIES_SUGGEST_DEBOUNCE_MS } from './keys';
import { SpeciesNameInput } from './SpeciesNameInput';

/** Two catalogue species and a name members wrote that the catalogue lacks. */
const catalogued = (
  id: number,
  name: string,
  scientificName: string,
  sightings: number,
): SpeciesSuggestion => ({
  id,
  slug: scientificName.toLowerCase().replace(' ', '-'),
  name,
  englishName: name,
  scientificName,
  category: 'birds',
  conservationStatus: null,
  sightings,
});
const HERONS: SpeciesSuggestion[] = [
  catalogued(11, 'Grey heron', 'Ardea cinerea', 1234),
  catalogued(12, 'Great blue heron', 'Ardea herodias', 56),
  {
    id: null,
    slug: null,
    name: 'Night heron',
    englishName: null,
    scientificName: null,
    category: null,
    conservationStatus: null,
    sightings: 1,
  },
];

/** The server's word-prefix match over a few species. */
function stubSuggest(species: SpeciesSuggestion[] = HERONS) {
  return stubApi({
    '/api/species/suggest': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const startsAWord = (text: string | null) =>
        (text ?? '')
          .toLowerCase()
          .split(/\s+/)
          .some((_, i, words) => words.slice(i).join(' ').startsWith(q));
      return json({ species: species.filter((s) => startsAWord(s.name) || startsAWord(s.scientificName)) });
    },
  });
}

function SpeciesField({ onSubmit, onPick }: { onSubmit: (name: string) => void; onPick?: () => void }) {
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<SpeciesSuggestion | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(name);
      }}
    >
      <label htmlFor="species">Species</label>
      <SpeciesNameInput
        id="species"
        name="speciesName"
        value={name}
        onChange={(next, suggestion) => {
          setName(next);
          if (suggestion) {
            setPicked(suggestion);
            onPick?.();
          }
        }}
      />
      <output data-testid="picked">
        {picked ? `${picked.name} (${picked.category ?? 'none'}) #${picked.id ?? 'free text'}` : ''}
      </output>
      <button type="submit">Publish</button>
    </form>
  );
}

async function renderField(wrap: (field: ReactElement) => ReactElement = (field) => field) {
  const onSubmit = vi.fn();
  const onPick = vi.fn();
  const view = await renderScreen(wrap(<SpeciesField onSubmit={onSubmit} onPick={onPick} />));
  return { ...view, onSubmit, onPick, input: await screen.findByRole('combobox', { name: 'Species' }) };
}

/** The field's live region (the page has other status outputs). */
const announcement = (input: HTMLElement) => within(input.parentElement ?? document.body).getByRole('status');

const options = () =>
  within(screen.getByRole('listbox', { name: 'Suggested species' })).getAllByRole('option');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SpeciesNameInput', () => {
  it('is a collapsed combobox that controls a hidden listbox until the member types', async () => {
    const api = stubSuggest();
    const { input } = await renderField();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const list = screen.getByRole('listbox', { hidden: true });
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(list).not.toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  it('asks once typing pauses, never for blank text, and lists the matches the most observed first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubSuggest();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input } = await renderField();

    await user.type(input, '   ');
    await act(() => vi.advanceTimersByTimeAsync(SPECIES_SUGGEST_DEBOUNCE_MS * 2));
    expect(api.calls).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'her');
    // Within the pause nothing is asked; after it, one request for the whole word typed so far.
    await act(() => vi.advanceTimersByTimeAsync(SPECIES_SUGGEST_DEBOUNCE_MS - 50));
    expect(api.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.url.searchParams.get('q')).toBe('her');

    await waitFor(() => expect(options()).toHaveLength(3));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const [grey, great, night] = options();
    if (!grey || !great || !night) throw new Error('three options expected');
    expect(grey).toHaveTextContent('Grey heron');
    expect(within(grey).getByText('Ardea cinerea').closest('span')).toHaveClass('italic');
    expect(grey).toHaveTextContent('Birds');
    expect(grey).toHaveTextContent('1,234 sightings');
    // The typed part is emphasised wherever a word starts with it, in either name.
    expect(within(grey).getByText('her', { selector: 'strong' })).toBeInTheDocument();
    expect(within(great).getAllByText('her', { selector: 'strong' })).toHaveLength(2);
    // No scientific name or category: just the name and the count.
    expect(night).toHaveTextContent(/^Night heron1 sighting$/);
    expect(announcement(input)).toHaveTextContent('3 suggestions available');

    // Clearing the field hides the list at once and asks nothing.
    await user.clear(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(announcement(input)).toHaveTextContent('');
    expect(api.calls).toHaveLength(1);
  });

  it("asks in the page's language and hands the picked catalogue species (its id) to the form", async () => {
    const api = stubSuggest();
    const user = userEvent.setup();
    const { input } = await renderField();
    await user.type(input, 'grey');
    const [grey] = await screen.findAllByRole('option');
    expect(api.calls[0]?.url.searchParams.get('lang')).toBe(i18n.language);
    if (!grey) throw new Error('an option expected');
    await user.click(grey);
    expect(input).toHaveValue('Grey heron');
    expect(screen.getByTestId('picked')).toHaveTextContent('Grey heron (birds) #11');
    // Typing on keeps the free text: the form is told no species was picked with it.
    await user.type(input, ' x');
    expect(input).toHaveValue('Grey heron x');
  });

  it('keeps the previous list on screen while the next one loads', async () => {
    const held = deferred<Response>();
    const api = stubApi({
      '/api/species/suggest': ({ url }) =>
        url.searchParams.get('q') === 'gre' ? json({ species: HERONS.slice(0, 2) }) : held.promise,
    });
    const user = userEvent.setup();
    const { input } = await renderField();
    await user.type(input, 'gre');
    await waitFor(() => expect(options()).toHaveLength(2));

    await user.type(input, 'y');
    await waitFor(() => expect(api.calls.map((c) => c.url.searchParams.get('q'))).toEqual(['gre', 'grey']));
    expect(options()).toHaveLength(2);

    held.resolve(json({ species: HERONS.slice(0, 1) }));
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('Grey heron');
  });

  it('moves through the options with the arrows, wrapping around, and Enter picks without submitting', async () => {
    stubSuggest();
    const user = userEvent.setup();
    const { input, onSubmit } = await renderField();
    await user.type(input, 'her');
    await waitFor(() => expect(options()).toHaveLength(3));
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toBeNull();
    expect(options().filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(0);

    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Grey heron');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Night heron');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Grey heron');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Night heron');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Great blue heron');
    expect(options().filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);

    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Great blue heron');
    expect(screen.getByTestId('picked')).toHaveTextContent('Great blue heron (birds)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    // With the list closed, Enter is the form's again.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Great blue heron');
  });

  it('picks an option with a click, keeping the focus in the field', async () => {
    stubSuggest();
    const user = userEvent.setup();
    const { input, onSubmit } = await renderField();
    await user.type(input, 'ardea c');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /Grey heron/ }));
    expect(input).toHaveValue('Grey heron');
    expect(screen.getByTestId('picked')).toHaveTextContent('Grey heron (birds)');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps free text: no list when nothing matches or the server fails, and Enter submits what was typed', async () => {
    const api = stubSuggest();
    const user = userEvent.setup();
    const { input, onSubmit, onPick } = await renderField();
    await user.type(input, 'Snow leopard');
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('q')).toBe('Snow leopard'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // A list on screen, but none of its options active: Enter submits the text as typed.
    await user.clear(input);
    await user.type(input, 'Heron');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Heron');
    expect(onPick).not.toHaveBeenCalled();

    stubApi({ '/api/species/suggest': () => json({ message: 'Internal error' }, 500) });
    await user.clear(input);
    await user.type(input, 'Otter');
    await new Promise((resolve) => setTimeout(resolve, SPECIES_SUGGEST_DEBOUNCE_MS + 50));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Otter');
  });

  it('closes on Escape, Tab and leaving the field, and the arrow key opens it again', async () => {
    stubSuggest();
    const user = userEvent.setup();
    const { input } = await renderField();
    await user.type(input, 'grey');
    await waitFor(() => expect(options()).toHaveLength(1));

    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('grey');

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus();

    await user.click(input);
    await user.type(input, ' ');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.click(document.body);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('grey ');
  });

  it('in a dialog, Escape closes the open list only; the next Escape closes the dialog', async () => {
    stubSuggest();
    const user = userEvent.setup();
    const { input } = await renderField((field) => (
      <Dialog.Root defaultOpen>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Report a sighting</Dialog.Title>
            {field}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    ));
    await user.type(input, 'grey');
    await waitFor(() => expect(options()).toHaveLength(1));

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Report a sighting' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks the page language, Arabic plurals included, with each name in its own direction', async () => {
    stubSuggest();
    const user = userEvent.setup();
    const { input } = await renderField();
    await act(() => i18n.changeLanguage('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.type(input, 'gre');
    const list = await screen.findByRole('listbox', { name: 'اقتراحات الأنواع' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(announcement(input)).toHaveTextContent('اقتراحان متاحان');
    expect(within(list).getByText('Ardea cinerea').closest('bdi')).not.toBeNull();
    await act(() => i18n.changeLanguage('en'));
  });
});
