import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightings, speciesDatabase } from '../../db/schema';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { inSameCell } from '../species/cell.support';
import { CELL_UNCERTAINTY_METRES } from '../species/page-positions';
import { ensureSpecies } from '../species/page-test-support';
import { GENERALISED_NOTE } from './records';

let t: TestApp;
let author: Awaited<ReturnType<typeof makeUser>>;
let helper: Awaited<ReturnType<typeof makeUser>>;
const ids: Record<string, number> = {};

/** A sighting of `speciesId` at the position, its photo under `licence`, research grade when `agreed`. */
async function sighting(
  key: string,
  speciesId: number,
  o: { latitude: number; longitude: number; licence: string; agreed: boolean; description?: string },
) {
  const s = await makeSighting(t.app, author.cookie, {
    latitude: o.latitude,
    longitude: o.longitude,
    dateSpotted: '2025-05-01',
    location: `Exact place ${key}`,
    description: o.description ?? `Seen ${key}`,
  });
  await t.app.ctx.db
    .update(sightings)
    .set({ photoUrl: `/media/${key}.jpg`, mediaType: 'photo', speciesId, photoLicense: o.licence })
    .where(eq(sightings.id, s.id));
  if (o.agreed) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sightings/${s.id}/identifications`,
      headers: { cookie: helper.cookie },
      payload: { speciesId },
    });
    expect(res.statusCode).toBe(201);
  }
  ids[key] = s.id;
}

interface Archive {
  files: Record<string, string>;
  occurrences: Record<string, string>[];
  multimedia: Record<string, string>[];
}

/** Rows of a tab-separated file with a header line, as objects by column name. */
function table(text: string): Record<string, string>[] {
  const [header, ...lines] = text.split('\n').filter((l) => l !== '');
  const names = (header ?? '').split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((v, i) => [names[i], v])));
}

async function download(query = ''): Promise<Archive> {
  const res = await t.app.inject({ method: 'GET', url: `/api/exports/dwca${query}` });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toBe('attachment; filename="wildlens-dwca.zip"');
  const files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(res.rawPayload))).map(([name, data]) => [name, strFromU8(data)]),
  );
  return {
    files,
    occurrences: table(files['occurrence.txt'] ?? ''),
    multimedia: table(files['multimedia.txt'] ?? ''),
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  author = await makeUser(t.app);
  helper = await makeUser(t.app);
  const species = await ensureSpecies(t.app, [
    {
      scientificName: 'Exportornis communis',
      commonName: 'Common export bird',
      category: 'birds',
      family: 'Exportidae',
    },
    {
      scientificName: 'Exportornis rarus',
      commonName: 'Rare export bird',
      category: 'birds',
      family: 'Exportidae',
    },
  ]);
  const common = species.get('Exportornis communis')?.id ?? 0;
  const rare = species.get('Exportornis rarus')?.id ?? 0;
  await t.app.ctx.db
    .update(speciesDatabase)
    .set({ conservationStatus: 'EN' })
    .where(eq(speciesDatabase.id, rare));
  await sighting('open', common, {
    latitude: 51.51234567,
    longitude: -0.12345678,
    licence: 'CC-BY-4.0',
    agreed: true,
  });
  await sighting('threatened', rare, {
    latitude: 48.85671234,
    longitude: 2.35219876,
    licence: 'CC0-1.0',
    agreed: true,
  });
  await sighting('closed', common, {
    latitude: 52.1,
    longitude: 5.1,
    licence: 'all-rights-reserved',
    agreed: true,
  });
  await sighting('share-alike', common, {
    latitude: 52.2,
    longitude: 5.2,
    licence: 'CC-BY-SA-4.0',
    agreed: true,
  });
  await sighting('unagreed', common, { latitude: 52.3, longitude: 5.3, licence: 'CC-BY-4.0', agreed: false });
  await sighting('private', common, { latitude: 52.4, longitude: 5.4, licence: 'CC-BY-4.0', agreed: true });
  await t.app.ctx.db
    .update(sightings)
    .set({ isPublic: false })
    .where(eq(sightings.id, ids.private ?? 0));
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/exports/dwca', () => {
  it('names every column of both files in meta.xml, with a core, an extension and the dataset metadata', async () => {
    const { files } = await download();
    expect(Object.keys(files).sort()).toEqual(['eml.xml', 'meta.xml', 'multimedia.txt', 'occurrence.txt']);
    const meta = files['meta.xml'] ?? '';
    expect(meta).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<archive xmlns="http:\/\/rs.tdwg.org\/dwc\/text\/" metadata="eml.xml">/,
    );
    const sections = [...meta.matchAll(/<(core|extension) ([^>]*)>([\s\S]*?)<\/\1>/g)];
    expect(sections.map((s) => s[1])).toEqual(['core', 'extension']);
    for (const [, kind, attributes, body] of sections) {
      expect(attributes).toContain('encoding="UTF-8"');
      expect(attributes).toContain('fieldsTerminatedBy="\\t"');
      expect(attributes).toContain('ignoreHeaderLines="1"');
      const file = kind === 'core' ? 'occurrence.txt' : 'multimedia.txt';
      expect(attributes).toContain(
        kind === 'core'
          ? 'rowType="http://rs.tdwg.org/dwc/terms/Occurrence"'
          : 'rowType="http://rs.gbif.org/terms/1.0/Multimedia"',
      );
      expect(body).toContain(`<location>${file}</location>`);
      expect(body).toContain(kind === 'core' ? '<id index="0"/>' : '<coreid index="0"/>');
      // Every column but the id is a field whose term's local name is the header's name, at the header's index.
      const header = (files[file] ?? '').split('\n')[0]?.split('\t') ?? [];
      const fields = [...(body ?? '').matchAll(/<field index="(\d+)" term="([^"]+)"\/>/g)].map((m) => [
        Number(m[1]),
        m[2] ?? '',
      ]);
      expect(fields.length).toBe(header.length - 1);
      for (const [index, term] of fields) {
        expect(String(term)).toMatch(/^http:\/\/(rs\.tdwg\.org\/dwc\/terms|purl\.org\/dc\/terms)\//);
        expect(String(term).split('/').pop()).toBe(header[Number(index)]);
      }
    }
    const eml = files['eml.xml'] ?? '';
    expect(eml).toContain('<title xml:lang="en">WildLens research-grade wildlife sightings</title>');
    expect(eml).toContain('<organizationName>WildLens</organizationName>');
    expect(eml).toContain('<role>publisher</role>');
    expect(eml).toMatch(/<pubDate>\d{4}-\d{2}-\d{2}<\/pubDate>/);
    expect(eml).toContain('https://creativecommons.org/licenses/by-nc/4.0/legalcode');
  });

  it('holds only research-grade public sightings, with their species from the catalogue', async () => {
    const { occurrences } = await download();
    const byId = new Map(occurrences.map((o) => [Number(o.id), o]));
    for (const key of ['open', 'threatened', 'closed', 'share-alike'])
      expect(byId.has(ids[key] ?? 0), key).toBe(true);
    for (const key of ['unagreed', 'private']) expect(byId.has(ids[key] ?? 0), key).toBe(false);
    const open = byId.get(ids.open ?? 0);
    expect(open).toMatchObject({
      occurrenceID: `http://localhost:5000/sighting/${ids.open}`,
      basisOfRecord: 'HumanObservation',
      scientificName: 'Exportornis communis',
      vernacularName: 'Common export bird',
      taxonRank: 'species',
      kingdom: 'Animalia',
      class: 'Aves',
      family: 'Exportidae',
      genus: 'Exportornis',
      eventDate: '2025-05-01',
      decimalLatitude: '51.51234567',
      decimalLongitude: '-0.12345678',
      geodeticDatum: 'WGS84',
      coordinateUncertaintyInMeters: '',
      dataGeneralizations: '',
      locality: 'Exact place open',
      recordedBy: author.username,
      identifiedBy: `${author.username} | ${helper.username}`,
      license: 'https://creativecommons.org/licenses/by/4.0/legalcode',
      occurrenceRemarks: 'Seen open',
    });
    // A closed photo's record still exports, under the dataset's licence.
    expect(byId.get(ids.closed ?? 0)?.license).toBe(
      'https://creativecommons.org/licenses/by-nc/4.0/legalcode',
    );
  });

  it('puts a threatened species at its public point inside its cell, never at the true point', async () => {
    const { occurrences } = await download();
    const row = occurrences.find((o) => Number(o.id) === ids.threatened);
    const latitude = Number(row?.decimalLatitude);
    const longitude = Number(row?.decimalLongitude);
    expect(inSameCell({ latitude, longitude }, { latitude: 48.85671234, longitude: 2.35219876 })).toBe(true);
    expect(latitude).not.toBeCloseTo(48.85671234, 3);
    // The same point as the sighting's page gives a visitor.
    const page = await t.app.inject({ url: `/api/sightings/${ids.threatened}` });
    expect(Number(page.json().latitude)).toBeCloseTo(latitude, 6);
    expect(row).toMatchObject({
      coordinateUncertaintyInMeters: String(CELL_UNCERTAINTY_METRES),
      dataGeneralizations: GENERALISED_NOTE,
      locality: '',
    });
    expect(row?.informationWithheld).not.toBe('');
    expect(CELL_UNCERTAINTY_METRES).toBeGreaterThan(31_000);
    expect(CELL_UNCERTAINTY_METRES).toBeLessThan(32_000);
    // The true point appears nowhere in the archive.
    const { files } = await download();
    expect(Object.values(files).join('\n')).not.toContain('48.8567');
  });

  it('lists only openly licensed media, with absolute addresses', async () => {
    const { multimedia } = await download();
    const cores = multimedia.map((m) => Number(m.coreid));
    expect(cores).toContain(ids.open);
    expect(cores).toContain(ids.threatened);
    for (const key of ['closed', 'share-alike', 'unagreed', 'private'])
      expect(cores, key).not.toContain(ids[key]);
    expect(multimedia.find((m) => Number(m.coreid) === ids.open)).toMatchObject({
      type: 'StillImage',
      format: 'image/jpeg',
      identifier: 'http://localhost:5000/media/open.jpg',
      license: 'https://creativecommons.org/licenses/by/4.0/',
      creator: author.username,
    });
  });

  it('keeps one category and what changed since a date', async () => {
    expect((await download('?category=mammals')).occurrences).toEqual([]);
    expect((await download('?category=birds')).occurrences.length).toBe(4);
    expect((await download('?since=2999-01-01')).occurrences).toEqual([]);
    expect((await download('?since=2000-01-01T00:00:00Z')).occurrences.length).toBe(4);
  });

  it('refuses bad queries with 400 JSON', async () => {
    for (const query of ['?since=yesterday', '?since=0000-01-01', '?category=plants', '?format=csv']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/exports/dwca${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof res.json().message).toBe('string');
    }
  });
});
