// Test support: the configured administrator as /api/admin/me and /api/admin/login answer for them (every
// permission), for tests of what an administrator signed in with the bearer token sees.
import type { AdminAccount } from '../features/admin/use-admin-login';

export const TEST_ADMIN: AdminAccount = {
  id: 1,
  username: 'admin',
  email: 'admin@wildlens.local',
  permissions: {
    manageProducts: true,
    viewRevenue: true,
    viewTraffic: true,
    manageUsers: true,
    systemSettings: true,
  },
};
