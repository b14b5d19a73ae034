// The dashboard totals (GET /api/admin/dashboard with the bearer token). A 401 means the admin session is
// over: the stale token is dropped and the administrator is sent to sign in again.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api';
import { adminHeaders, setAdminToken } from '../auth/admin-token';
import { adminKeys } from './keys';

export interface AdminDashboardTotals {
  members: number;
  sightings: number;
  openErrorReports: number;
}

export function useAdminDashboard() {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: () =>
      apiRequest<AdminDashboardTotals>('GET', '/api/admin/dashboard', undefined, { headers: adminHeaders() }),
  });
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (!unauthorized) return;
    setAdminToken(null);
    navigate('/admin/login', { replace: true });
  }, [unauthorized, navigate]);
  return { ...query, unauthorized };
}

export function useAdminLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout', undefined, { headers: adminHeaders() }),
    // Whether or not the server still knew the session, this browser forgets it.
    onSettled: () => {
      setAdminToken(null);
      queryClient.removeQueries({ queryKey: adminKeys.all });
      navigate('/admin/login', { replace: true });
    },
  });
}
