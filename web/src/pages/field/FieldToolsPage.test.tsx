// /field/tools: every tool is on the page for anyone, with a jump link to each; the queue (#queue) shows the
// member's waiting items, and a visitor is offered to sign in and come back to it.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '../../app/layout/test-providers';
import FieldToolsPage from './FieldToolsPage';

const speciesStore = vi.hoisted(() => ({ downloadSeasonChecklist: vi.fn(), savedChecklistNear: vi.fn() }));
vi.mock('../../features/field/species-checklist', () => speciesStore);

beforeEach(() => speciesStore.savedChecklistNear.mockResolvedValue(null));
afterEach(() => localStorage.clear());

describe('FieldToolsPage', () => {
  it('has every tool with a jump link, and sun times from the last known position', async () => {
    localStorage.setItem(
      'wildlens.field.lastPosition',
      JSON.stringify({ lat: 51.5074, lng: -0.1278, accuracy: 12, altitude: 30, altitudeAccuracy: 5, at: 0 }),
    );
    await renderWithProviders(<FieldToolsPage />, { user: null, route: '/field/tools' });
    expect(screen.getByRole('heading', { level: 1, name: 'Field Tools' })).toBeInTheDocument();
    const jump = screen.getByRole('navigation', { name: 'Jump to' });
    for (const [name, id] of [
      ['Position', 'position'],
      ['Sun and moon', 'sun'],
      ['Tally counter', 'tally'],
      ['Species nearby', 'checklist'],
      ['Your queue', 'queue'],
    ] as const) {
      expect(within(jump).getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
      expect(document.getElementById(id)).toHaveAccessibleName(name);
    }
    // The kept fix stands in until the device gives a new one.
    const position = screen.getByRole('region', { name: 'Position' });
    expect(within(position).getByText('51.507400, -0.127800')).toBeInTheDocument();
    expect(within(position).getByText('± 12 m')).toBeInTheDocument();
    expect(within(position).getByText('30 m (± 5 m)')).toBeInTheDocument();
    // The checklist can use it too.
    const checklist = screen.getByRole('region', { name: 'Species nearby' });
    expect(within(checklist).getByText('51.507400, -0.127800')).toBeInTheDocument();
    const sun = screen.getByRole('region', { name: 'Sun and moon' });
    expect(within(sun).getByText('Sunrise')).toBeInTheDocument();
    expect(within(sun).getByText('Phase')).toBeInTheDocument();
  });

  it('offers a visitor to sign in for the queue', async () => {
    await renderWithProviders(<FieldToolsPage />, { user: null, route: '/field/tools' });
    const queue = screen.getByRole('region', { name: 'Your queue' });
    expect(within(queue).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Ffield%2Ftools%23queue',
    );
  });

  it('shows the member’s queue under #queue', async () => {
    await renderWithProviders(<FieldToolsPage />, { user: makeUser(), route: '/field/tools#queue' });
    const queue = screen.getByRole('region', { name: 'Your queue' });
    expect(
      await within(queue).findByText(/^Nothing is waiting\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
