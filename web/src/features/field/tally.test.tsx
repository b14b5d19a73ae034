// The tally counter keeps its counters in localStorage: counts survive a reload (a new mount reading the same
// storage), never go below 0, and a reset asks first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/layout/test-providers';
import { TallyCounterPanel } from './TallyCounter';
import {
  addCounter,
  changeCount,
  readTally,
  removeCounter,
  renameCounter,
  resetCounter,
  TALLY_KEY,
  tallyTotal,
} from './tally';

const LOADED = { timeout: 5000 };

afterEach(() => localStorage.clear());

describe('tally store', () => {
  it('adds, counts, renames, resets and removes counters, all written to localStorage', () => {
    const geese = addCounter('  Barnacle geese ');
    const ducks = addCounter('Teal');
    changeCount(geese, 10);
    changeCount(geese, 1);
    changeCount(ducks, 1);
    changeCount(ducks, -5);
    renameCounter(ducks, 'Eurasian teal');

    const stored = JSON.parse(localStorage.getItem(TALLY_KEY) ?? '[]');
    expect(stored).toEqual([
      { id: geese, name: 'Barnacle geese', count: 11 },
      { id: ducks, name: 'Eurasian teal', count: 0 },
    ]);
    expect(tallyTotal(readTally())).toBe(11);

    resetCounter(geese);
    expect(readTally().find((c) => c.id === geese)?.count).toBe(0);
    removeCounter(ducks);
    expect(readTally().map((c) => c.name)).toEqual(['Barnacle geese']);
  });

  it('reads what an earlier visit stored and ignores damaged entries', () => {
    localStorage.setItem(
      TALLY_KEY,
      JSON.stringify([{ id: 'a', name: 'Red deer', count: 7 }, { id: 'b', name: 42 }, 'junk']),
    );
    expect(readTally()).toEqual([{ id: 'a', name: 'Red deer', count: 7 }]);
    localStorage.setItem(TALLY_KEY, '{not json');
    expect(readTally()).toEqual([]);
  });
});

describe('TallyCounterPanel', () => {
  it('counts with the big buttons, keeps the count across a reload, and resets after confirming', async () => {
    const user = userEvent.setup();
    const first = await renderWithProviders(<TallyCounterPanel />);
    await user.type(screen.getByLabelText('New counter'), 'Starlings');
    await user.click(screen.getByRole('button', { name: 'Add counter' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Starlings' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '+10 Starlings' }));
    await user.click(screen.getByRole('button', { name: '+1 Starlings' }));
    await user.click(screen.getByRole('button', { name: '+1 Starlings' }));
    await user.click(screen.getByRole('button', { name: '−1 Starlings' }));
    expect(screen.getByText('Total: 11')).toBeInTheDocument();
    expect(readTally()[0]?.count).toBe(11);

    // A reload: a fresh page reads the same storage.
    first.unmount();
    await renderWithProviders(<TallyCounterPanel />);
    expect(screen.getByText('Total: 11')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('alertdialog', {}, LOADED);
    expect(within(dialog).getByText('Set Starlings back to 0?')).toBeInTheDocument();
    expect(readTally()[0]?.count).toBe(11);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(readTally()[0]?.count).toBe(0));
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('names an unnamed counter and renames it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TallyCounterPanel />);
    await user.click(screen.getByRole('button', { name: 'Add counter' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Counter 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Rename\s*: Counter 1$/ }));
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Red deer{Enter}');
    expect(screen.getByRole('heading', { level: 3, name: 'Red deer' })).toBeInTheDocument();
    expect(readTally()[0]?.name).toBe('Red deer');
  });
});
