import { cn } from '../../lib/cn';

/** A thin bar from 0 to 100 %, named for screen readers by `label`; `pulse` while the last step has no figure. */
export function ProgressBar({
  percent,
  label,
  pulse = false,
}: {
  percent: number;
  label: string;
  pulse?: boolean;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div
        className={cn('h-full rounded-full bg-brand-700 transition-[width]', pulse && 'animate-pulse')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
