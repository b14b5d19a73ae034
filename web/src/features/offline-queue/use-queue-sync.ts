// Starts the offline queue's engine for the signed-in member once the page has painted, and stops it when
// they sign out. The engine (and IndexedDB's wrapper) is fetched then, so no visitor and no first paint pays for it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function useQueueSync(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    let stop: (() => void) | null = null;
    const load = () =>
      import('./sync').then((queue) => {
        if (cancelled) return;
        queue.startQueueSync({ userId, queryClient });
        stop = queue.stopQueueSync;
      });
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(() => void load(), { timeout: 3_000 }) : setTimeout(load, 500);
    return () => {
      cancelled = true;
      if (idle) cancelIdleCallback(handle as number);
      else clearTimeout(handle as ReturnType<typeof setTimeout>);
      stop?.();
    };
  }, [userId, queryClient]);
}
