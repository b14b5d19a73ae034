// The confirmation before an action that needs a second thought (deleting what cannot come back, cancelling a
// subscription, moving a contest on): an alert dialog with a title, what will happen, a cancel button and the
// confirm button (disabled while the action runs). The caller opens it and runs the action; like every dialog,
// Radix loads on first open (Dialog.tsx).
import type { ComponentProps, ReactNode } from 'react';
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

export type ConfirmVariant = ComponentProps<typeof Button>['variant'];

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'destructive',
  pending,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The cancel button's words: 'Cancel' when omitted. */
  cancelLabel?: string;
  /** destructive (the default) for deletes and cancellations. */
  confirmVariant?: ConfirmVariant;
  pending: boolean;
  onConfirm: () => void;
  /** What the action needs besides a yes (a password typed again), between the description and the buttons. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {cancelLabel ?? t('common.cancel')}
            </Button>
          </DialogClose>
          <Button type="button" variant={confirmVariant} disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
