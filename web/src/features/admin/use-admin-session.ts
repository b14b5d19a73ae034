// The administrator signed in with a bearer token (spec section 3: kept in local storage), for the header:
// an administrator without a member session is still signed in, and the header must say so.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../lib/api';
import { adminHeaders, getAdminToken, setAdminToken } from '../auth/admin-token';
import { adminKeys } from './keys';
import type { AdminAccount } from './use-admin-login';

export function useAdminSession(): AdminAccount | null {
  // Read on every render: sign-in and sign-out change storage and then navigate, which renders the header.
  const hasToken = Boolean(getAdminToken());
  const query = useQuery({
    queryKey: adminKeys.me,
    queryFn: () => apiRequest<AdminAccount>('GET', '/api/admin/me', undefined, { headers: adminHeaders() }),
    enabled: hasToken,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  const expired = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    // The token's session is over on the server: forget it, so nothing offers the admin tools any more.
    if (expired) setAdminToken(null);
  }, [expired]);
  return hasToken && !expired ? (query.data ?? null) : null;
}
