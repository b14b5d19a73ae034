// The shared error handler of spec section 8: a destructive 'Error' toast with the message; after it, an
// unauthenticated error sends the user to /login?next={current path}.

import { toast } from '../components/ui/use-toast';
import { errorMessage, isUnauthenticatedError } from './api';
import i18n from './i18n';

/**
 * The one way to ask for the sign-in redirect: the app layout listens (useUnauthenticatedRedirect), forgets the
 * stale member and opens /login?next=... . It also does so by itself for every member action (mutation) that
 * fails with 401, after that action's own failure toast, so no action needs to call this.
 */
export const UNAUTHENTICATED_EVENT = 'wildlens:unauthenticated';

export function requestSignIn(): void {
  window.dispatchEvent(new Event(UNAUTHENTICATED_EVENT));
}

/** /login?next={encoded path}: where an unauthenticated error sends the user (spec section 8). */
export function signInPathFor(location: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

export function handleApiError(error: unknown, fallback?: string): void {
  toast({
    title: i18n.t('common.error'),
    description: errorMessage(error, fallback ?? i18n.t('common.tryAgain')),
    variant: 'destructive',
  });
  if (isUnauthenticatedError(error)) requestSignIn();
}
