// A button whose action needs a second thought (moving a contest on, cancelling it, finalizing, withdrawing a
// paid entry): it opens the confirmation dialog with the question instead of the browser's bare confirm()
// box. The action runs only from the dialog's confirm button.
import { type ComponentProps, useState } from 'react';
import { Button } from './Button';
import { ConfirmDialog, type ConfirmVariant } from './ConfirmDialog';

export function ConfirmButton({
  children,
  question,
  onConfirm,
  disabled,
  variant,
  size,
  confirmVariant = 'default',
}: {
  /** The button's words, also the dialog's title and its confirm button's words. */
  children: string;
  /** What will happen, as the dialog's description. */
  question: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: ConfirmVariant;
  size?: ComponentProps<typeof Button>['size'];
  confirmVariant?: ConfirmVariant;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant={variant} size={size} disabled={disabled} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={children}
        description={question}
        confirmLabel={children}
        confirmVariant={confirmVariant}
        pending={disabled ?? false}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}
