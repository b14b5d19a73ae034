// A button whose action needs a second thought (moving a contest on, cancelling it, finalizing, withdrawing a
// paid entry): it opens the design system's alert dialog with the question, Cancel and the confirm button,
// instead of the browser's bare confirm() box. The action runs only from the dialog's confirm button.
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './Dialog';

type ButtonVariant = ComponentProps<typeof Button>['variant'];

export function ConfirmButton({
  children,
  question,
  title,
  confirmLabel,
  onConfirm,
  disabled,
  variant,
  size,
  confirmVariant = 'default',
}: {
  children: ReactNode;
  /** What will happen, as the dialog's description. */
  question: string;
  /** The dialog's title; the button's own words when omitted. */
  title?: string;
  /** The confirm button's words; the button's own words when omitted. */
  confirmLabel?: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: ButtonVariant;
  size?: ComponentProps<typeof Button>['size'];
  confirmVariant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant={variant} size={size} disabled={disabled} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>{title ?? children}</DialogTitle>
            <DialogDescription>{question}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant={confirmVariant}
              disabled={disabled}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel ?? children}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
