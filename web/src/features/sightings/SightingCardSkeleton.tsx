// The placeholder of a sighting card while its list loads, the card's size and layout.
import { Skeleton } from '../../components/ui/Skeleton';

export function SightingCardSkeleton() {
  return (
    <div
      data-testid="sighting-skeleton"
      className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <Skeleton className="size-20 shrink-0 rounded-lg" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
