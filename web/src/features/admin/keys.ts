// Query keys of the admin area.
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  /** The administrator behind the stored bearer token (GET /api/admin/me). */
  me: ['admin', 'me'] as const,
};
