// The species autocomplete's typo tolerance on the tests' sample catalogue: a typo after the first letters is
// found by similarity among the names sharing them, one in the first four letters by correcting it (a letter
// replaced, missing, doubled or swapped) and reading the names that start with a correction.
import type { SpeciesSuggestion } from '@common/schemas/species';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { headTypoVariants } from './search';

let t: TestApp;

async function suggest(q: string, lang = 'en'): Promise<SpeciesSuggestion[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/species/suggest?q=${encodeURIComponent(q)}&lang=${lang}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { species: SpeciesSuggestion[] }).species;
}
const scientific = (list: SpeciesSuggestion[]) => list.map((s) => s.scientificName);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('headTypoVariants', () => {
  it('corrects one replaced, missing, extra or swapped letter among the first four', () => {
    expect(headTypoVariants('nute swan')).toContain('mute swan');
    expect(headTypoVariants('cygbus olor')).toContain('cygnus olor');
    expect(headTypoVariants('ygnus olor')).toContain('cygnus olor');
    expect(headTypoVariants('ccygnus')).toContain('cygnus');
    expect(headTypoVariants('cgynus')).toContain('cygnus');
    expect(headTypoVariants('nute swan')).not.toContain('nute swan');
    expect(headTypoVariants('rde squirrel')).toContain('red squirrel');
    // A typo from the fifth letter on is not corrected here (the names sharing the first letters are compared).
    expect(headTypoVariants('mute swn')).not.toContain('mute swan');
  });

  it('leaves short queries and other scripts alone', () => {
    expect(headTypoVariants('nute')).toEqual([]);
    expect(headTypoVariants('コブハクチョウ')).toEqual([]);
    expect(headTypoVariants('лебедь')).toEqual([]);
  });
});

describe('GET /api/species/suggest with a typo', () => {
  it('finds a name with a typo after its first letters', async () => {
    expect(scientific(await suggest('mute swn'))[0]).toBe('Cygnus olor');
  });

  it('finds a common name with a typo in its first letters', async () => {
    const found = await suggest('nute swan');
    expect(found[0]).toMatchObject({ scientificName: 'Cygnus olor', name: 'Mute swan' });
    expect(scientific(await suggest('mtue swan'))[0]).toBe('Cygnus olor');
    expect(scientific(await suggest('rde squirrel'))).toContain('Sciurus vulgaris');
  });

  it('finds a scientific name with a typo in its first letters, however much of it is typed', async () => {
    expect(scientific(await suggest('cygbus olor'))).toContain('Cygnus olor');
    expect(scientific(await suggest('ygnus olor'))).toContain('Cygnus olor');
    expect(scientific(await suggest('cygbu'))).toContain('Cygnus olor');
  });

  it("shows the name in the member's language for a corrected query", async () => {
    const found = await suggest('nute swan', 'fr');
    expect(found[0]).toMatchObject({ scientificName: 'Cygnus olor', name: 'Cygne tuberculé' });
  });

  it('still answers nothing for gibberish and for a short query without a match', async () => {
    expect(await suggest('xqzvwk')).toEqual([]);
    expect(await suggest('qxzv')).toEqual([]);
  });
});
