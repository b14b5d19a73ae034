// Each page is its own chunk, loaded when its route is first visited.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageName } from './route-table';

export interface PageProps {
  /** The route's id in the table, used by section pages for their title and purpose. */
  routeId: string;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

export const PAGES: Record<PageName, Page> = {
  home: lazy(() => import('../pages/home/HomePage')),
  login: lazy(() => import('../pages/auth/LoginPage')),
  register: lazy(() => import('../pages/auth/RegisterPage')),
  forgotPassword: lazy(() => import('../pages/auth/ForgotPasswordPage')),
  resetPassword: lazy(() => import('../pages/auth/ResetPasswordPage')),
  emailPreferences: lazy(() => import('../pages/auth/EmailPreferencesPage')),
  adminLogin: lazy(() => import('../pages/admin/AdminLoginPage')),
  adminDashboard: lazy(() => import('../pages/admin/AdminDashboardPage')),
  section: lazy(() => import('../pages/section/SectionPage')),
};
