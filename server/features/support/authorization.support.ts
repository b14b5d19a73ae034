// The authorization matrix's entries for help and legal (spread into MATRIX in
// server/http/authorization-matrix.support.ts): anyone may send a contact message or a DMCA notice; only the
// administrator's bearer (with manageUsers) reads and settles them.

import { contactMessages, dmcaCases } from '../../db/schema';
import {
  adminOnly,
  all,
  authorSighting,
  get,
  type Matrix,
  next,
  type World,
} from '../../http/authorization-matrix.world';

async function storedMessage(w: World): Promise<number> {
  const [row] = await w.app.ctx.db
    .insert(contactMessages)
    .values({
      name: 'Matrix sender',
      email: `m${next()}@example.org`,
      topic: 'general',
      message: 'Hello there!',
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('no contact message');
  return row.id;
}

async function storedCase(w: World): Promise<number> {
  const sighting = await authorSighting(w);
  const [row] = await w.app.ctx.db
    .insert(dmcaCases)
    .values({
      claimantRole: 'owner',
      fullName: 'Matrix Claimant',
      email: `c${next()}@example.org`,
      address: '1 Matrix Street, Testville',
      copyrightedWork: 'A photograph of a heron.',
      infringingUrl: `/sighting/${sighting.id}`,
      itemKind: 'sighting',
      itemRef: String(sighting.id),
      goodFaith: true,
      accuracy: true,
      signature: 'Matrix Claimant',
    })
    .returning({ id: dmcaCases.id });
  if (!row) throw new Error('no DMCA case');
  return row.id;
}

export const SUPPORT_MATRIX: Matrix = {
  'POST /api/support/contact': [
    {
      expect: all(201),
      build: async () => ({
        url: '/api/support/contact',
        payload: {
          name: 'Matrix sender',
          email: `s${next()}@example.org`,
          topic: 'general',
          message: 'A question about the matrix.',
        },
      }),
    },
  ],
  'POST /api/support/dmca': [
    {
      expect: all(201),
      build: async (w) => ({
        url: '/api/support/dmca',
        payload: {
          claimantRole: 'owner',
          fullName: 'Matrix Claimant',
          email: `d${next()}@example.org`,
          address: '1 Matrix Street, Testville',
          copyrightedWork: 'A photograph of a heron at dawn.',
          infringingUrl: `/sighting/${(await authorSighting(w)).id}`,
          goodFaith: true,
          accuracy: true,
          signature: 'Matrix Claimant',
        },
      }),
    },
  ],
  'GET /api/admin/support/messages': [
    { expect: adminOnly(200), build: get('/api/admin/support/messages?status=all') },
  ],
  'PUT /api/admin/support/messages/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/support/messages/${await storedMessage(w)}`,
        payload: { handled: true },
      }),
    },
  ],
  'GET /api/admin/support/dmca': [{ expect: adminOnly(200), build: get('/api/admin/support/dmca') }],
  'PUT /api/admin/support/dmca/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/support/dmca/${await storedCase(w)}`,
        payload: { status: 'rejected', adminNote: 'Not the claimant’s work.' },
      }),
    },
  ],
};
