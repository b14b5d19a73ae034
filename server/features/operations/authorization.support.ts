// The authorization matrix's entries for the operator's view (spread into MATRIX in
// server/http/authorization-matrix.support.ts): traffic, error groups, alert policies and system health are for
// the administrator's bearer token alone; the permission flags (viewTraffic, systemSettings) are tested in
// traffic.test.ts, error-groups.test.ts, alerts.test.ts and system-health.test.ts, since the matrix's
// administrator has every flag.
import { eq } from 'drizzle-orm';
import { alertPolicies, errorReports } from '../../db/schema';
import { adminOnly, get, type Matrix, next, type World } from '../../http/authorization-matrix.world';

/** A group of its own for each role, from a report nobody else sent. */
async function freshGroup(w: World): Promise<number> {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/errors',
    payload: { errorType: 'javascript', severity: 'low', message: `Matrix error ${next()}x` },
  });
  if (res.statusCode !== 201) throw new Error(`error report: ${res.statusCode} ${res.body}`);
  const [row] = await w.app.ctx.db
    .select({ groupId: errorReports.groupId })
    .from(errorReports)
    .where(eq(errorReports.id, res.json().id));
  if (!row?.groupId) throw new Error('the report has no group');
  return row.groupId;
}

async function freshPolicy(w: World): Promise<number> {
  const [row] = await w.app.ctx.db
    .insert(alertPolicies)
    .values({ name: `Matrix ${next()}`, recipients: ['ops@example.com'], isActive: false })
    .returning({ id: alertPolicies.id });
  if (!row) throw new Error('no policy');
  return row.id;
}

const policy = { name: 'Matrix on-call', recipients: ['ops@example.com'], isActive: false };

export const OPERATIONS_MATRIX: Matrix = {
  'GET /api/admin/traffic': [{ expect: adminOnly(200), build: get('/api/admin/traffic?days=7') }],
  'GET /api/admin/errors': [{ expect: adminOnly(200), build: get('/api/admin/errors?status=all') }],
  'GET /api/admin/errors/:groupId': [
    { expect: adminOnly(200), build: async (w) => ({ url: `/api/admin/errors/${await freshGroup(w)}` }) },
  ],
  'POST /api/admin/errors/:groupId/resolve': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/errors/${await freshGroup(w)}/resolve` }),
    },
  ],
  'GET /api/admin/alert-policies': [{ expect: adminOnly(200), build: get('/api/admin/alert-policies') }],
  'POST /api/admin/alert-policies': [
    { expect: adminOnly(201), build: async () => ({ url: '/api/admin/alert-policies', payload: policy }) },
  ],
  'PUT /api/admin/alert-policies/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/alert-policies/${await freshPolicy(w)}`, payload: policy }),
    },
  ],
  'DELETE /api/admin/alert-policies/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/alert-policies/${await freshPolicy(w)}` }),
    },
  ],
  'GET /api/admin/system-health': [{ expect: adminOnly(200), build: get('/api/admin/system-health') }],
};
