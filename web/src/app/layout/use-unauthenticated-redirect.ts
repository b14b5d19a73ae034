// Spec section 8: an unauthenticated error sends the user to /login?next={current path}. One place does it for
// every member action: any mutation failing with 401 (after its own failure toast, which its onError shows),
// and any code that calls requestSignIn(). The stale member is forgotten first, so the header shows the
// visitor's links and the sign-in page does not send the "signed in" user straight back.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Location, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { authKeys } from '../../features/auth/keys';
import { isUnauthenticatedError } from '../../lib/api';
import { signInPathFor, UNAUTHENTICATED_EVENT } from '../../lib/handle-error';

/**
 * Screens where a 401 means "wrong password" or "administrator session over", not "your session ended":
 * the sign-in forms themselves and the admin area (whose bearer token has its own sign-in page).
 */
const NO_REDIRECT = /^\/(login|register|forgot-password|reset-password|admin)(?:[/?#]|$)/;

/** Mutations may opt out with `meta: { authRedirect: false }` (e.g. admin calls made from member pages). */
export interface AuthRedirectMeta extends Record<string, unknown> {
  authRedirect?: boolean;
}

function redirectToSignIn(queryClient: QueryClient, navigate: NavigateFunction, location: Location): void {
  // Already on a sign-in form (a later failure after the redirect): stay.
  if (NO_REDIRECT.test(location.pathname)) return;
  queryClient.setQueryData(authKeys.me, null);
  navigate(signInPathFor(location));
}

export function useUnauthenticatedRedirect(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The location and navigate of when the redirect happens (a task after the failure), not of when the
  // listener was set up; so the listener stays the same across navigations and no pending redirect is lost.
  const location = useLocation();
  const current = useRef({ location, navigate });
  current.current = { location, navigate };
  useEffect(() => {
    // A task later: the action's failure toast (its onError) is shown first, then the page changes. Failures
    // of one moment (the shared handler and the mutation watcher for one action, say) redirect once.
    let timer: number | undefined;
    const later = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        redirectToSignIn(queryClient, current.current.navigate, current.current.location);
      }, 0);
    };
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if ((event.mutation.options.meta as AuthRedirectMeta | undefined)?.authRedirect === false) return;
      if (isUnauthenticatedError(event.action.error)) later();
    });
    window.addEventListener(UNAUTHENTICATED_EVENT, later);
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
      window.removeEventListener(UNAUTHENTICATED_EVENT, later);
    };
  }, [queryClient]);
}
