// /field-mode: links the three field pages, offers "Install WildLens" once the browser says the site is
// installable (or the Share-sheet hint on iOS), and shows this browser's state: connection, the queue's waiting
// items for a member, the checklists kept and the storage used.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '../../app/layout/test-providers';
import { EMPTY_QUEUE, setQueueSnapshot } from '../../features/offline-queue/queue-store';
import FieldModePage from './FieldModePage';

const speciesStore = vi.hoisted(() => ({ savedChecklists: vi.fn() }));
vi.mock('../../features/field/species-checklist', () => speciesStore);

beforeEach(() => {
  speciesStore.savedChecklists.mockResolvedValue([{ key: 'a' }, { key: 'b' }]);
});
afterEach(() => {
  vi.restoreAllMocks();
  setQueueSnapshot(EMPTY_QUEUE);
});

function stateRow(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
}

describe('FieldModePage', () => {
  it('links the field pages and shows the state of this browser', async () => {
    setQueueSnapshot({ waiting: 3, failed: 1 });
    await renderWithProviders(<FieldModePage />, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Field Mode' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Field pages' });
    expect(within(nav).getByRole('link', { name: /^Quick Sighting/ })).toHaveAttribute(
      'href',
      '/field/quick-sighting',
    );
    expect(within(nav).getByRole('link', { name: /^Field Tools/ })).toHaveAttribute('href', '/field/tools');
    expect(within(nav).getByRole('link', { name: /^Field Settings/ })).toHaveAttribute(
      'href',
      '/field/settings',
    );

    expect(within(stateRow('Connection')).getByText('Online')).toBeInTheDocument();
    expect(within(stateRow('Waiting to be sent')).getByText('3')).toBeInTheDocument();
    expect(within(stateRow('Needing your attention')).getByText('1')).toBeInTheDocument();
    expect(await within(stateRow('Checklists kept offline')).findByText('2')).toBeInTheDocument();
    expect(
      await within(stateRow('Storage used')).findByText('Not reported by this browser'),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in for the queue', async () => {
    await renderWithProviders(<FieldModePage />, { user: null });
    expect(within(stateRow('Waiting to be sent')).getByText('Sign in to use the queue')).toBeInTheDocument();
  });

  it('offers Install WildLens once the browser fires beforeinstallprompt', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<FieldModePage />, { user: null });
    expect(screen.queryByRole('button', { name: 'Install WildLens' })).not.toBeInTheDocument();

    const prompt = vi.fn().mockResolvedValue(undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Install WildLens' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('WildLens is installed on this device.')).toBeInTheDocument();
  });
});
