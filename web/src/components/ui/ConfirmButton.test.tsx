// The confirm button asks in an alert dialog first: the action runs only from the dialog's confirm button,
// once; Cancel closes the dialog and runs nothing.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18nReady } from '../../lib/i18n';
import { ConfirmButton } from './ConfirmButton';

const LOADED = { timeout: 5000 };

async function renderButton() {
  await i18nReady;
  const onConfirm = vi.fn();
  render(
    <ConfirmButton question="Voting closes for everyone." onConfirm={onConfirm} confirmVariant="destructive">
      End voting now
    </ConfirmButton>,
  );
  return onConfirm;
}

describe('ConfirmButton', () => {
  it('runs the action only after the dialog is confirmed, once', async () => {
    const onConfirm = await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'End voting now' }));
    const dialog = await screen.findByRole('alertdialog', {}, LOADED);
    expect(within(dialog).getByText('Voting closes for everyone.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'End voting now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('runs nothing when cancelled', async () => {
    const onConfirm = await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'End voting now' }));
    const dialog = await screen.findByRole('alertdialog', {}, LOADED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
