// The parts every feature may use, built once in app.ts and passed explicitly (no global singletons).
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { VisionService } from '../features/identification/vision/forked-client';
import type { AreaCircle } from '../features/places/areas';
import type { Mailer } from '../mail/mailer';
import type { MediaStorage } from '../media/storage';
import type { Payments } from '../payments/service';
import type { RealtimeHub } from '../realtime/hub';
import type { RateLimits } from './rate-limits';

export type Clock = () => Date;

export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Uploaded media files: DATA_DIR by default, an S3-compatible bucket when S3_BUCKET is set. */
  media: MediaStorage;
  rateLimits: RateLimits;
  clock: Clock;
  /** Server secret for signed links (e-mail preference links); persisted under DATA_DIR. */
  secret: string;
  log: FastifyBaseLogger;
  /** Pushes events (rare-species alerts) to members' open /ws sockets, across processes with REDIS_URL. */
  realtime: RealtimeHub;
  /** The models (detector, embedder, nsfw classifier), in a separate process started on first use. */
  vision: VisionService;
  /** The protected areas as circles (synced from the shipped files at start), for placing sightings. */
  places: { circles: readonly AreaCircle[]; version: string };
  /** Checkouts, the purposes registry, refunds and webhooks: the sandbox, Stripe or PayPal (payments/service.ts). */
  payments: Payments;
}
