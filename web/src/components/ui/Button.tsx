import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// Labels wrap instead of overflowing: a translation longer than the English one (or a 360 px screen) makes a
// button taller, never wider than the box it sits in; min-h-* keeps the usual height for one line.
export const buttonVariants = cva(
  'inline-flex max-w-full items-center justify-center gap-2 text-center rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        destructive: 'bg-red-600 text-white hover:bg-red-700',
        outline: 'border border-stone-300 bg-white hover:bg-stone-100',
        secondary: 'bg-stone-100 text-stone-900 hover:bg-stone-200',
        ghost: 'hover:bg-stone-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
        accent: 'bg-accent-400 text-stone-900 hover:bg-yellow-300',
      },
      size: {
        default: 'min-h-10 px-4 py-2',
        sm: 'min-h-9 px-3 py-1.5',
        lg: 'min-h-11 px-8 py-2 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a Link) with button styles. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
