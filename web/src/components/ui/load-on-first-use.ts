// Loads a module of the design system (Radix menus, dialogs, toasts) the first time a visitor needs it, so the
// first page load ships only the light triggers. Once loaded, every later render gets it synchronously, which
// keeps opening a second menu or dialog instant (and tests free of extra waiting).
import { useCallback, useEffect, useState } from 'react';

export interface LoadOnFirstUse<M> {
  /** The module when it has loaded, else undefined. */
  current(): M | undefined;
  /** Starts loading (once) and resolves with the module; a failed load (offline) may be retried. */
  load(): Promise<M>;
}

export function loadOnFirstUse<M>(importModule: () => Promise<M>): LoadOnFirstUse<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    current: () => loaded,
    load() {
      pending ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * The module once `wanted` has been true and the module has loaded; undefined before. When the load fails,
 * `onFailure` runs (callers close what was opening, so the next interaction asks again).
 */
export function useLoadedOnFirstUse<M>(
  lazy: LoadOnFirstUse<M>,
  wanted: boolean,
  onFailure?: () => void,
): M | undefined {
  const [module, setModule] = useState(lazy.current);
  useEffect(() => {
    if (!wanted || module) return;
    let active = true;
    lazy.load().then(
      (loaded) => {
        if (active) setModule(() => loaded);
      },
      // The chunk could not be fetched (offline, or a deploy replaced it); the connectivity banner explains
      // the first case.
      () => {
        if (active) onFailure?.();
      },
    );
    return () => {
      active = false;
    };
  }, [lazy, wanted, module, onFailure]);
  return module ?? lazy.current();
}

/** The open state of a Radix overlay whose parts load on first use, controlled or not. */
export interface LazyOpenState<M> {
  open: boolean;
  setOpen: (next: boolean) => void;
  /** The loaded parts, once the overlay has been opened at least once; undefined before. */
  parts: M | undefined;
}

/**
 * `open`/`defaultOpen`/`onOpenChange` as Radix takes them, and the parts, loaded the first time the overlay
 * opens. Until then the caller stays on its light trigger (swapping triggers on an unrelated re-render would
 * drop the keyboard focus); a failed load closes it again, so the next interaction asks once more.
 */
export function useLazyOpenState<M>(
  lazy: LoadOnFirstUse<M>,
  {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
  }: { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void },
): LazyOpenState<M> {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const loaded = useLoadedOnFirstUse(lazy, used, close);
  return { open, setOpen, parts: used ? loaded : undefined };
}
