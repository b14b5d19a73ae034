// The ONNX identifier with a tiny model this test writes itself (ONNX protobuf encoded by hand: Flatten -> Gemm
// -> Softmax over a 4x4 RGB input whose weights sum each colour plane), chosen in the admin settings: a red photo
// is the first label's species, a blue one the third's, through the real vision process and onnxruntime-node.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speciesDatabase } from '../../db/schema';
import { createTestApp, makeUser, multipartBody, type TestApp } from '../../test/harness';
import { ensureAdminAccount } from '../admin/bootstrap';

// --- A minimal protobuf writer: varints, length-delimited fields, packed floats. ---
function varint(value: number): number[] {
  const out: number[] = [];
  let v = value;
  while (v > 0x7f) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}
const key = (field: number, wire: number) => varint(field * 8 + wire);
const int = (field: number, value: number) => [...key(field, 0), ...varint(value)];
const bytes = (field: number, data: number[] | Uint8Array) => [
  ...key(field, 2),
  ...varint(data.length),
  ...data,
];
const str = (field: number, text: string) => bytes(field, [...Buffer.from(text, 'utf8')]);
function floats(field: number, values: number[]): number[] {
  const buffer = Buffer.alloc(values.length * 4);
  for (const [i, v] of values.entries()) buffer.writeFloatLE(v, i * 4);
  return bytes(field, [...buffer]);
}

const FLOAT = 1;
const SIZE = 4;
const LABELS = ['Vulpes vulpes', 'Rana temporaria', 'Delphinus delphis'];

function tensor(name: string, dims: number[], values: number[]) {
  return [...dims.flatMap((d) => int(1, d)), ...int(2, FLOAT), ...floats(4, values), ...str(8, name)];
}
function valueInfo(name: string, dims: number[]) {
  const shape = dims.flatMap((d) => bytes(1, int(1, d)));
  const tensorType = [...int(1, FLOAT), ...bytes(2, shape)];
  return [...str(1, name), ...bytes(2, bytes(1, tensorType))];
}
function node(op: string, inputs: string[], outputs: string[]) {
  return [
    ...inputs.flatMap((i) => str(1, i)),
    ...outputs.flatMap((o) => str(2, o)),
    ...str(3, op),
    ...str(4, op),
  ];
}

/** image [1,3,4,4] -> Flatten [1,48] -> Gemm with W[48,3] (1 where the input's plane is the label's) -> Softmax. */
function tinyModel(): Uint8Array {
  const plane = SIZE * SIZE;
  const weights: number[] = [];
  for (let i = 0; i < 3 * plane; i++)
    for (let c = 0; c < 3; c++) weights.push(Math.floor(i / plane) === c ? 1 : 0);
  const graph = [
    ...bytes(1, node('Flatten', ['image'], ['flat'])),
    ...bytes(1, node('Gemm', ['flat', 'W', 'B'], ['logits'])),
    ...bytes(1, node('Softmax', ['logits'], ['probabilities'])),
    ...str(2, 'tiny-species'),
    ...bytes(5, tensor('W', [3 * plane, 3], weights)),
    ...bytes(5, tensor('B', [3], [0, 0, 0])),
    ...bytes(11, valueInfo('image', [1, 3, SIZE, SIZE])),
    ...bytes(12, valueInfo('probabilities', [1, 3])),
  ];
  const model = [
    ...int(1, 8),
    ...str(2, 'wildlens-test'),
    ...bytes(7, graph),
    ...bytes(8, [...str(1, ''), ...int(2, 13)]),
  ];
  return Uint8Array.from(model);
}

let t: TestApp;
let work: string;
let auth: { authorization: string };
let member: Awaited<ReturnType<typeof makeUser>>;
const ids = new Map<string, number>();

const solid = (r: number, g: number, b: number) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

function identify(photo: Buffer) {
  const { payload, headers } = multipartBody([
    { name: 'photo', value: { filename: 'p.png', contentType: 'image/png', data: photo } },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/identify/upload',
    headers: { ...headers, cookie: member.cookie },
    payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-onnx-'));
  fs.writeFileSync(path.join(work, 'tiny.onnx'), tinyModel());
  fs.writeFileSync(path.join(work, 'labels.txt'), `${LABELS.join('\n')}\n`);
  for (const [i, name] of LABELS.entries()) {
    // The catalogue may already hold the species (loaded at start): reuse it.
    await t.app.ctx.db
      .insert(speciesDatabase)
      .values({
        slug: name.toLowerCase().replace(' ', '-'),
        scientificName: name,
        category: i === 2 ? 'marine' : 'mammals',
      })
      .onConflictDoNothing();
    const [row] = await t.app.ctx.db
      .select({ id: speciesDatabase.id })
      .from(speciesDatabase)
      .where(eq(speciesDatabase.scientificName, name));
    ids.set(name, row?.id as number);
  }
  await ensureAdminAccount(t.app.ctx);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: 'Admin-Passw0rd' },
  });
  auth = { authorization: `Bearer ${login.json().adminSessionToken}` };
  member = await makeUser(t.app);
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('ONNX identifier', () => {
  it('loads the operator model chosen in the settings and classifies with it', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/ai-settings',
      headers: auth,
      payload: {
        identifier: 'onnx',
        minConfidence: 0.5,
        nearbyRadiusKm: 50,
        onnxModelPath: path.join(work, 'tiny.onnx'),
        onnxLabelsPath: path.join(work, 'labels.txt'),
        onnxInputSize: SIZE,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const red = await identify(await solid(255, 0, 0));
    expect(red.statusCode, red.body).toBe(200);
    expect(red.json().identifier).toBe('onnx');
    expect(red.json().status).toBe('identified');
    const top = red.json().candidates[0];
    expect(top.speciesId).toBe(ids.get('Vulpes vulpes'));
    expect(top.confidence).toBeGreaterThan(0.99);
    expect(top.reasons).toEqual([{ kind: 'model', score: top.confidence }]);

    const blue = await identify(await solid(0, 0, 255));
    expect(blue.json().candidates[0].speciesId).toBe(ids.get('Delphinus delphis'));

    // Grey: every plane equal, a third each, below the 0.5 threshold: "cannot tell".
    const grey = await identify(await solid(128, 128, 128));
    expect(grey.json().status).toBe('uncertain');
    expect(grey.json().candidates).toHaveLength(3);
  }, 180_000);
});
