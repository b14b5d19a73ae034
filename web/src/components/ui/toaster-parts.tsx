// Renders the toast store with Radix Toast: swipe right to dismiss (50 px), 5000 ms by default. Loaded with the
// first toast through Toaster.tsx.

import { TIMINGS } from '@common/constants/limits';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from './use-toast';

const variants = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-brand-600 bg-brand-50 text-brand-900',
  destructive: 'border-red-700 bg-red-600 text-white',
};

export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider
      duration={TIMINGS.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('common.notifications')}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-testid="toast"
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out data-[state=closed]:opacity-0 transition-opacity',
            variants[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {item.title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            )}
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('common.close')}
            className="absolute end-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-20 end-0 z-toast flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:bottom-0 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
