// The frame of the account screens: a centred card with the screen's heading and a short line under it.
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { cn } from '../../lib/cn';

export function AuthCard({
  title,
  subtitle,
  children,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  // The account screens name the tab after their heading; a heading that is not plain text names itself.
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <div className={cn('mx-auto w-full max-w-md px-4 py-10 sm:py-16', className)}>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 grid gap-2 text-center">
          <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
          {subtitle && <p className="text-sm text-stone-600">{subtitle}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
