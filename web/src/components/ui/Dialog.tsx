// The design system's dialog: Radix Dialog, loaded when a dialog first opens (see lazy-dialog.tsx).
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { loadedDialogPart } from './lazy-dialog';

export { Dialog, DialogClose, DialogTrigger } from './lazy-dialog';

export const DialogContent = loadedDialogPart('DialogContent');
export const DialogTitle = loadedDialogPart('DialogTitle');
export const DialogDescription = loadedDialogPart('DialogDescription');

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 text-center sm:text-start', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end', className)}
      {...props}
    />
  );
}
