// Radix Dialog with the site's styles for the centred dialog and the side sheet. Loaded on first use through
// lazy-dialog.tsx; pages import Dialog.tsx and Sheet.tsx.
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export const DialogRoot = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & { children: ReactNode };

/** The portal, dimmed overlay and corner close button that the centred dialog and the side sheet share. */
function ContentFrame({
  className,
  closeClassName,
  children,
  ...props
}: ContentProps & { closeClassName: string }) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-overlay bg-black/50" />
      <DialogPrimitive.Content className={className} {...props}>
        {children}
        <DialogPrimitive.Close aria-label={t('common.close')} className={closeClassName}>
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogContent({ className, ...props }: ContentProps) {
  return (
    <ContentFrame
      className={cn(
        'fixed start-1/2 top-1/2 z-overlay grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2',
        className,
      )}
      closeClassName="absolute end-3 top-3 rounded p-1 text-stone-500 hover:bg-stone-100"
      {...props}
    />
  );
}

/** The side sheet slides in from the start edge (the right edge in right-to-left languages). */
export function SheetContent({ className, ...props }: ContentProps) {
  return (
    <ContentFrame
      className={cn(
        'fixed inset-y-0 start-0 z-overlay flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white shadow-xl outline-none',
        className,
      )}
      closeClassName="absolute end-3 top-3 rounded-md p-2 text-stone-600 hover:bg-stone-100"
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-stone-600', className)} {...props} />;
}
