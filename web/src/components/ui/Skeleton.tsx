// A grey pulsing block that holds the place of content while it loads; hidden from assistive technology.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-stone-200', className)} {...props} />;
}
