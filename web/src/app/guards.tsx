// Route guards: a spinner while the session loads, then /login?returnUrl=... for members-only pages and
// /admin/login for administrator pages.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import { getAdminToken } from '../features/auth/admin-token';
import { useCurrentUser } from '../features/auth/use-current-user';
import type { Access } from './route-table';

export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const location = useLocation();
  if (access === 'public') return <>{children}</>;
  if (access === 'admin') {
    if (!getAdminToken()) return <Navigate to="/admin/login" replace />;
    return <>{children}</>;
  }
  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated) {
    const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?returnUrl=${returnUrl}`} replace />;
  }
  return <>{children}</>;
}
