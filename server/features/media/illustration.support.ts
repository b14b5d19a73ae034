// Helpers of the illustration tests (media and gear): a stand-in for the vision process whose moderation scores
// the test sets (the real classifier runs in moderation.test.ts), and an illustration upload.

import fs from 'node:fs';
import type { MediaAsset } from '@common/schemas/media';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { moderationSettings } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { fixturePhoto, multipartBody } from '../../test/harness';
import type { NsfwScores, VisionAnalysis } from '../identification/vision/client';
import { VisionBusyError, type VisionService } from '../identification/vision/forked-client';
import type { VisionStats } from '../identification/vision/protocol';

export const CALM: NsfwScores = { drawing: 0.01, hentai: 0.01, neutral: 0.95, porn: 0.01, sexy: 0.02 };
export const EXPLICIT: NsfwScores = { drawing: 0.01, hentai: 0.02, neutral: 0.02, porn: 0.9, sexy: 0.05 };

/** Answers every analysis with `scores` (or fails as told), and counts the analyses. */
export class FakeVision implements VisionService {
  scores: NsfwScores = CALM;
  failure: 'busy' | 'crash' | null = null;
  analysed = 0;
  readonly queued = 0;

  async analyse(): Promise<VisionAnalysis> {
    this.analysed += 1;
    if (this.failure === 'busy') throw new VisionBusyError('vision queue full');
    if (this.failure === 'crash') throw new Error('the vision process died');
    return { width: 1, height: 1, detections: [], animal: null, embedding: null, nsfw: this.scores };
  }
  setIndexSource(): void {}
  async addToIndex(): Promise<void> {}
  async removeFromIndex(): Promise<void> {}
  async nearest() {
    return [];
  }
  async classifyOnnx() {
    return [];
  }
  async stats(): Promise<VisionStats> {
    return { rssBytes: 0, indexSize: 0, model: 'fake' };
  }
  async close(): Promise<void> {}
}

/** POST /api/media with purpose illustration (the field before the file, as the web sends it). */
export function uploadIllustration(
  app: FastifyInstance,
  cookie: string,
  file: string | Buffer = fixturePhoto('orientation-f1.jpg'),
  filename = 'picture.jpg',
): Promise<LightMyRequestResponse> {
  const data = typeof file === 'string' ? fs.readFileSync(file) : file;
  const { payload, headers } = multipartBody([
    { name: 'purpose', value: 'illustration' },
    { name: 'file', value: { filename, contentType: 'application/octet-stream', data } },
  ]);
  return app.inject({ method: 'POST', url: '/api/media', headers: { ...headers, cookie }, payload });
}

/** An illustration's MediaAsset, asserting the 201. */
export async function illustration(app: FastifyInstance, cookie: string): Promise<MediaAsset> {
  const res = await uploadIllustration(app, cookie);
  if (res.statusCode !== 201) throw new Error(`illustration upload failed: ${res.statusCode} ${res.body}`);
  return res.json() as MediaAsset;
}

/** Turns the moderation classifier on or off (the administrators' setting). */
export async function setClassifier(t: TestApp, enabled: boolean): Promise<void> {
  await t.app.ctx.db
    .insert(moderationSettings)
    .values({ id: 1, classifierEnabled: enabled })
    .onConflictDoUpdate({ target: moderationSettings.id, set: { classifierEnabled: enabled } });
}
