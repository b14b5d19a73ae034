// Loads a module of the design system (Radix menus, dialogs, toasts) the first time a visitor needs it, so the
// first page load ships only the light triggers. Once loaded, every later render gets it synchronously, which
// keeps opening a second menu or dialog instant (and tests free of extra waiting).
import { useEffect, useState } from 'react';

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
