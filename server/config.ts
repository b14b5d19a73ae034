// The only reader of process.env: every setting validated once, each with an embedded default.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Public origin of the site, used in e-mail links and the same-origin check. Defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL server; when unset the embedded PGlite database under DATA_DIR/db is used. */
  DATABASE_URL: optionalUrl,
  /** Redis for rate limits and real-time fan-out across processes; in-memory when unset. */
  REDIS_URL: optionalUrl,
  /** The Redis pub/sub channel of real-time messages: sites sharing one Redis each need their own. */
  REALTIME_CHANNEL: z.string().min(1).max(200).default('wildlens:realtime'),
  /** SMTP server (smtp://user:pass@host:port); when unset mail is written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('WildLens <no-reply@wildlens.local>'),
  /** Administrator password; when unset a random one is generated and printed once. */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_USERNAME: z.string().min(3).default('admin'),
  ADMIN_EMAIL: z.string().default('admin@wildlens.local'),
  /** Create demo members and sightings when the database is empty. */
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Session lifetimes in minutes. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24 * 30),
  ADMIN_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 8),
  /** Failed sign-ins allowed per account and per address within LOGIN_RATE_WINDOW_SECONDS (features/auth/sign-in-limits.ts). */
  LOGIN_RATE_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_RATE_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Error reports and analytics events accepted per address and minute. */
  TELEMETRY_RATE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Trust X-Forwarded-* headers (set when running behind a reverse proxy). */
  TRUST_PROXY: bool.default(false),
  /** Directory of the built web app served by the server. */
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /** Run the background job worker (notification e-mails, media cleanup) in this process. */
  JOBS_ENABLED: bool.default(true),
  /** How often the job worker looks for due jobs, in milliseconds. */
  JOB_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
  /**
   * The species catalogue loaded at start (server/data/species): 'full' (every species of the six categories,
   * loaded in the background after the first start listens), 'sample' (a few hundred, for tests) or 'off'.
   */
  SPECIES_CATALOGUE: z.enum(['full', 'sample', 'off']).default('full'),
  /** S3-compatible media storage: set S3_BUCKET to use it; otherwise media lives under DATA_DIR. */
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  /** Endpoint of a non-AWS service (MinIO, R2, B2...); path-style addressing is used when it is set. */
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Public base URL of the bucket's public keys (a CDN or the bucket itself); derived when unset. */
  S3_PUBLIC_URL: optionalUrl,
  /**
   * Stripe for card payments (issue 14): set both the secret key and the webhook signing secret; unset, cards are
   * paid on the built-in sandbox's test-mode checkout. STRIPE_API_HOST/PORT/PROTOCOL point the SDK at a test
   * double (stripe-mock) instead of api.stripe.com.
   */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** PayPal: client id, secret and the webhook's id (for PayPal's signature check); unset, the sandbox serves PayPal. */
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  /** The Amazon Associates tag the gear shop's affiliate redirect (/go/{id}) adds to every Amazon link. */
  AMAZON_ASSOCIATE_TAG: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .default('wildlens-20'),
});

/** Settings that only make sense together: a provider half configured would take payments it cannot confirm. */
const SETTINGS_NEEDED_TOGETHER: { when: keyof AppConfigValues; needs: (keyof AppConfigValues)[] }[] = [
  { when: 'STRIPE_SECRET_KEY', needs: ['STRIPE_WEBHOOK_SECRET'] },
  { when: 'STRIPE_WEBHOOK_SECRET', needs: ['STRIPE_SECRET_KEY'] },
  { when: 'PAYPAL_CLIENT_ID', needs: ['PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] },
  { when: 'PAYPAL_CLIENT_SECRET', needs: ['PAYPAL_CLIENT_ID'] },
  { when: 'PAYPAL_WEBHOOK_ID', needs: ['PAYPAL_CLIENT_ID'] },
];

type AppConfigValues = z.infer<typeof configSchema>;

export type AppConfig = z.infer<typeof configSchema> & { publicUrl: string; dataDir: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  const missing = SETTINGS_NEEDED_TOGETHER.flatMap(({ when, needs }) =>
    c[when] === undefined
      ? []
      : needs.filter((n) => c[n] === undefined).map((n) => `  ${n}: required with ${when}`),
  );
  if (missing.length > 0) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
