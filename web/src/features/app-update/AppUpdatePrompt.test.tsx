// The new-version prompt: nothing shows until a new version waits; then a small card offers Reload (which hands
// over to the new version) and Later (which keeps the page as it is). Mounting it registers the worker.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { i18nReady } from '../../lib/i18n';
import { AppUpdatePrompt } from './AppUpdatePrompt';

const update = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = {
    ready: false,
    set(value: boolean) {
      state.ready = value;
      for (const listener of listeners) listener();
    },
    listeners,
  };
  return state;
});

vi.mock('./registration', () => ({
  subscribeToUpdate: (listener: () => void) => {
    update.listeners.add(listener);
    return () => update.listeners.delete(listener);
  },
  isUpdateReady: () => update.ready,
  startServiceWorker: vi.fn(),
  applyUpdate: vi.fn(),
  dismissUpdate: vi.fn(() => update.set(false)),
}));

const registration = await import('./registration');

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  update.ready = false;
  vi.mocked(registration.applyUpdate).mockClear();
  vi.mocked(registration.startServiceWorker).mockClear();
});

describe('the new-version prompt', () => {
  it('registers the worker when mounted, and shows nothing while no new version waits', () => {
    render(<AppUpdatePrompt />);
    expect(registration.startServiceWorker).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers the waiting version; Reload hands over to it', async () => {
    render(<AppUpdatePrompt />);
    act(() => update.set(true));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of WildLens is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registration.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('Later puts the card away without switching versions', async () => {
    render(<AppUpdatePrompt />);
    act(() => update.set(true));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(registration.applyUpdate).not.toHaveBeenCalled();
  });

  it("speaks the member's language", async () => {
    await i18n.changeLanguage('fr');
    try {
      render(<AppUpdatePrompt />);
      act(() => update.set(true));
      expect(await screen.findByText('Une nouvelle version de WildLens est prête')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
