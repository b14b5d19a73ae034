// A styled native <select>: the platform picker is the most usable one on phones and with screen readers.
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full appearance-none rounded-md border border-stone-300 bg-white py-2 ps-3 pe-9 text-base disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600 md:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
        aria-hidden
      />
    </div>
  );
}
