// The shared error handler of spec section 8: unauthenticated errors send the user to
// /login?next={current path}; anything else becomes a destructive 'Error' toast with the message.

import { toast } from '../components/ui/use-toast';
import { errorMessage, isUnauthenticatedError } from './api';
import i18n from './i18n';

export function handleApiError(error: unknown, fallback?: string, navigate?: (to: string) => void): void {
  if (isUnauthenticatedError(error)) {
    const next = encodeURIComponent(`${window.location.pathname}${window.location.search}`);
    const target = `/login?next=${next}`;
    if (navigate) navigate(target);
    else window.location.assign(target);
    return;
  }
  toast({
    title: i18n.t('common.error'),
    description: errorMessage(error, fallback ?? i18n.t('common.tryAgain')),
    variant: 'destructive',
  });
}
