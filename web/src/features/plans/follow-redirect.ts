// Where a checkout start, the sandbox's Pay button or the card portal sends the browser next. Addresses of this
// site (the sandbox's test-mode checkout, the success page) stay inside the app; a provider's page (Stripe,
// PayPal) is a full page load.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export function useFollowRedirect(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const path = sameOriginPath(url);
      if (path !== null) navigate(path);
      else window.location.assign(new URL(url, window.location.href).href);
    },
    [navigate],
  );
}

/** The in-app path of an address of this site ("/subscribe"), or null for another site's. */
export function sameOriginPath(url: string): string | null {
  const target = new URL(url, window.location.href);
  return target.origin === window.location.origin ? `${target.pathname}${target.search}${target.hash}` : null;
}
