// Dialogs and toasts load Radix on first use: a closed dialog renders only its trigger, opening it (by the
// trigger or by the `open` prop) shows the real Radix dialog, and the first toast appears once its code is in.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nReady } from '../../lib/i18n';
import { Button } from './Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog';
import { Toaster } from './Toaster';
import { resetToasts, toast } from './use-toast';

afterEach(() => resetToasts());

// A test run transforms the Radix chunk on its first import, which can take longer than findBy's 1 s.
const LOADED = { timeout: 5000 };

function ConfirmDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Delete</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this sighting?</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function OpenedByState() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Welcome</DialogTitle>
          <DialogDescription>First steps</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('dialogs loaded on first use', () => {
  it('show only the trigger until opened, then the labelled dialog; Cancel returns focus', async () => {
    await i18nReady;
    const user = userEvent.setup();
    render(<ConfirmDialog />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByText('Delete this sighting?')).not.toBeInTheDocument();

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this sighting?' }, LOADED);
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();

    // The second opening is immediate: the code is already there.
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete this sighting?' })).toBeInTheDocument();
  });

  it('open from their `open` prop and report closing through onOpenChange', async () => {
    await i18nReady;
    const user = userEvent.setup();
    render(<OpenedByState />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' }, LOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('toaster loaded on first use', () => {
  it('shows the first toast once Radix Toast is in', async () => {
    await i18nReady;
    render(<Toaster />);
    act(() => {
      toast({ title: 'Sighting published', variant: 'success' });
    });
    const shown = await screen.findByTestId('toast', {}, LOADED);
    expect(shown).toHaveTextContent('Sighting published');
  });
});
