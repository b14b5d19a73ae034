// Helpers of the curated-content tests: uploads as the site (POST /api/admin/media) and a valid curated sighting.
import fs from 'node:fs';
import type { CuratedSighting } from '@common/schemas/curated';
import type { MediaAsset } from '@common/schemas/media';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fixturePhoto, multipartBody } from '../../test/harness';

/** POST /api/admin/media with `headers` (the bearer, or nothing), a purpose field first when given. */
export function adminUpload(
  app: FastifyInstance,
  headers: Record<string, string>,
  options: { purpose?: string; file?: string } = {},
): Promise<LightMyRequestResponse> {
  const data = fs.readFileSync(options.file ?? fixturePhoto('IMG_20180725_163423-tiny.jpg'));
  const { payload, headers: multipart } = multipartBody([
    ...(options.purpose ? [{ name: 'purpose', value: options.purpose }] : []),
    { name: 'file', value: { filename: 'curated.jpg', contentType: 'image/jpeg', data } },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...multipart, ...headers },
    payload,
  });
}

export async function adminPhoto(
  app: FastifyInstance,
  headers: Record<string, string>,
  purpose = 'sighting',
): Promise<MediaAsset> {
  const res = await adminUpload(app, headers, { purpose });
  if (res.statusCode !== 201) throw new Error(`admin upload: ${res.statusCode} ${res.body}`);
  return res.json() as MediaAsset;
}

/** A valid body of POST /api/admin/curated-sightings for the photo `mediaAssetId`. */
export const curatedBody = (mediaAssetId: number, over: Record<string, unknown> = {}) => ({
  speciesName: 'Atlantic puffin',
  category: 'birds',
  description: 'Puffins back on the cliffs.',
  location: 'Skomer Island',
  mediaAssetId,
  instagramSourceUrl: 'https://www.instagram.com/p/Cz3PuFfIn/',
  instagramSourceUsername: '@puffin.watch',
  originalPhotographerCredit: 'Ana Ribeiro',
  ...over,
});

/** Uploads a photo and publishes it as a curated sighting. */
export async function curatedSighting(
  app: FastifyInstance,
  headers: Record<string, string>,
  over: Record<string, unknown> = {},
): Promise<CuratedSighting> {
  const photo = await adminPhoto(app, headers);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/curated-sightings',
    headers,
    payload: curatedBody(photo.id, over),
  });
  if (res.statusCode !== 201) throw new Error(`curated sighting: ${res.statusCode} ${res.body}`);
  return res.json() as CuratedSighting;
}
