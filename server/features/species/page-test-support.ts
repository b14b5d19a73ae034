// Catalogue rows the species-page, conservation and custom-species tests need, inserted directly (whatever
// sample catalogue a test database also holds: rows already there are reused).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sightings, speciesDatabase, speciesNames } from '../../db/schema';
import { ensureAdminAccount } from '../admin/bootstrap';

export interface TestSpecies {
  scientificName: string;
  commonName: string;
  category: 'birds' | 'mammals' | 'reptiles' | 'amphibians' | 'marine' | 'insects';
  family: string;
  order?: string;
  names?: Record<string, string>;
}

/** Inserts (or finds) the species; returns id and slug by scientific name. */
export async function ensureSpecies(
  app: FastifyInstance,
  list: TestSpecies[],
): Promise<Map<string, { id: number; slug: string }>> {
  const db = app.ctx.db;
  const out = new Map<string, { id: number; slug: string }>();
  for (const s of list) {
    const slug = s.scientificName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await db
      .insert(speciesDatabase)
      .values({
        slug,
        scientificName: s.scientificName,
        commonName: s.commonName,
        category: s.category,
        kingdom: 'Animalia',
        phylum: 'Chordata',
        taxonClass: s.category === 'birds' ? 'Aves' : 'Mammalia',
        taxonOrder: s.order ?? 'Anseriformes',
        family: s.family,
        genus: s.scientificName.split(' ')[0] ?? null,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: speciesDatabase.id, slug: speciesDatabase.slug })
      .from(speciesDatabase)
      .where(eq(speciesDatabase.scientificName, s.scientificName));
    if (!row) throw new Error(`species ${s.scientificName} missing`);
    const names = { en: s.commonName, ...s.names };
    for (const [lang, name] of Object.entries(names)) {
      await db
        .insert(speciesNames)
        .values({ speciesId: row.id, lang, name, preferred: true })
        .onConflictDoNothing();
    }
    out.set(s.scientificName, row);
  }
  return out;
}

/** Links a sighting to a catalogue species, as the catalogue's writers do. */
export async function linkSighting(
  app: FastifyInstance,
  sightingId: number,
  speciesId: number,
): Promise<void> {
  await app.ctx.db.update(sightings).set({ speciesId }).where(eq(sightings.id, sightingId));
}

/** The administrator's bearer token. */
export async function adminBearer(app: FastifyInstance): Promise<string> {
  await ensureAdminAccount(app.ctx);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: 'Admin-Passw0rd' },
  });
  const token = res.json().adminSessionToken as string | undefined;
  if (!token) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return token;
}

export const countRows = async (app: FastifyInstance, table: string): Promise<number> => {
  const result = (await app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
};

/** The species the authorization matrix and property tests read and edit (created once per app). */
export async function matrixSpecies(w: {
  app: FastifyInstance;
}): Promise<{ id: number; slug: string; scientificName: string }> {
  const scientificName = 'Matrixornis testis';
  const found = (
    await ensureSpecies(w.app, [
      { scientificName, commonName: 'Matrix bird', category: 'birds', family: 'Testidae' },
    ])
  ).get(scientificName);
  if (!found) throw new Error('matrix species missing');
  return { ...found, scientificName };
}

/** A fresh pending proposal of the matrix's author. */
export async function authorProposal(w: {
  app: FastifyInstance;
  principals: { author: { headers: Record<string, string> } };
}): Promise<number> {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/custom-species-proposals',
    headers: w.principals.author.headers,
    payload: { commonName: `Proposed bird ${Math.random().toString(36).slice(2, 8)}`, category: 'birds' },
  });
  if (res.statusCode !== 201) throw new Error(`proposal: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}
