// buildApp(config, deps): the one place where the parts of the server are wired together. Tests call it too.
import path from 'node:path';
import { LIMITS } from '@common/constants/limits';
import { MEDIA_LIMITS } from '@common/schemas/media';
import { SUPPORT_LIMITS } from '@common/schemas/support';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { accountRoutes } from './features/account/routes';
import { AdminSessionStore } from './features/admin/admin-sessions';
import { adminRoutes } from './features/admin/routes';
import { articleAdminRoutes } from './features/articles/admin-routes';
import { articlePageRenderer } from './features/articles/open-graph';
import { articleRoutes } from './features/articles/routes';
import { syncShippedArticles } from './features/articles/shipped-articles';
import { registerCoverRenditions } from './features/articles/shipped-covers';
import { authRoutes } from './features/auth/routes';
import { AuthService } from './features/auth/service';
import { SessionStore } from './features/auth/session-store';
import { bookmarkRoutes } from './features/bookmarks/routes';
import { categoryAdminRoutes } from './features/categories/admin-routes';
import { categoryRoutes } from './features/categories/routes';
import { commentRoutes } from './features/comments/routes';
import { commentShowcaseRoutes } from './features/comments/showcase-route';
import { withCuratedStatuses } from './features/conservation/curated';
import { conservationRoutes } from './features/conservation/routes';
import { contestAdminRoutes } from './features/contests/admin-routes';
import { sweepContests } from './features/contests/monthly';
import { contestEntryPurpose } from './features/contests/purpose';
import { contestRoutes } from './features/contests/routes';
import { curatedRoutes } from './features/curated/routes';
import { customSpeciesRoutes } from './features/custom-species/routes';
import { discoveryRoutes } from './features/discovery/routes';
import { exportRoutes } from './features/exports/routes';
import { fieldRoutes } from './features/field/routes';
import { followRoutes } from './features/follows/routes';
import { gearAdminRoutes } from './features/gear/admin-routes';
import { syncGearCatalog } from './features/gear/catalog-sync';
import { gearRoutes } from './features/gear/routes';
import { guideAdminRoutes } from './features/guides/admin-routes';
import { guidePageRenderer } from './features/guides/open-graph';
import { guidePurchasePurpose } from './features/guides/purpose';
import { guideRoutes } from './features/guides/routes';
import { healthRoutes } from './features/health/routes';
import { embeddingPages } from './features/identification/embeddings';
import { aiIdentificationRoutes } from './features/identification/routes';
import { createVisionService, type VisionService } from './features/identification/vision/forked-client';
import { identificationRoutes } from './features/identifications/routes';
import { insightsRoutes } from './features/insights/routes';
import { locationAlertRoutes } from './features/location-alerts/routes';
import { mapRoutes } from './features/map/routes';
import { mediaRoutes } from './features/media/routes';
import { memberAnalyticsRoutes } from './features/member-analytics/routes';
import { syncMigrationPatterns } from './features/migrations/patterns';
import { migrationRoutes } from './features/migrations/routes';
import { moderationAdminRoutes } from './features/moderation/admin-routes';
import { registerBannedWordCheck } from './features/moderation/banned-words';
import { moderationRoutes } from './features/moderation/routes';
import { notificationRoutes } from './features/notifications/routes';
import { operationsRoutes } from './features/operations/routes';
import { paymentAdminRoutes } from './features/payments/admin-routes';
import { paymentRoutes } from './features/payments/routes';
import { photoAnalysisRoutes } from './features/photo-analysis/routes';
import { syncProtectedAreas } from './features/places/areas';
import { locationRoutes } from './features/places/routes';
import { portfolioRoutes } from './features/portfolios/routes';
import { printAdminRoutes } from './features/prints/admin-routes';
import { ensureDefaultPrintOptions } from './features/prints/default-options';
import { printOrderPurpose } from './features/prints/purpose';
import { printRoutes } from './features/prints/routes';
import { PrintService } from './features/prints/service';
import { profileRoutes } from './features/profiles/routes';
import { rareTrackerRoutes } from './features/rare-tracker/routes';
import { rewardReferralConversion } from './features/referrals/rewards';
import { referralRoutes } from './features/referrals/routes';
import { sightingPageRenderer } from './features/sightings/open-graph';
import { sightingRoutes } from './features/sightings/routes';
import { SightingService } from './features/sightings/service';
import { type SpeciesCatalogueStartup, speciesCatalogueStartup } from './features/species/catalogue-startup';
import { speciesPageRenderer } from './features/species/page-open-graph';
import { speciesPageRoutes } from './features/species/page-routes';
import { speciesRoutes } from './features/species/routes';
import { subscriberAdminRoutes } from './features/subscribers/routes';
import { subscriptionRoutes } from './features/subscriptions/routes';
import { supportRoutes } from './features/support/routes';
import { telemetryRoutes } from './features/telemetry/routes';
import { translationRoutes } from './features/translations/routes';
import { userRoutes } from './features/users/routes';
import { registerAuth } from './http/auth';
import { registerCacheControl } from './http/cache-control';
import { socketErrorHandler } from './http/client-aborts';
import type { AppContext, Clock } from './http/context';
import { registerErrorHandling } from './http/errors';
import { registerInputSafety } from './http/input-safety';
import { createRateLimiter, type RateLimits } from './http/rate-limits';
import { registerSameOriginCheck } from './http/same-origin';
import { loadOrCreateSecret } from './http/secret';
import { registerSecurityHeaders } from './http/security-headers';
import { serializerCompiler } from './http/serializer';
import { registerSlownessWarnings } from './http/slowness';
import { registerUnreadBodyDrain } from './http/unread-body';
import { registerWebApp } from './http/web-app';
import { createJobHandlers } from './jobs/handlers';
import { JobWorker } from './jobs/worker';
import { createMailer, type Mailer } from './mail/mailer';
import { registerMediaServing } from './media/serve';
import { createMediaStorage, type MediaStorage } from './media/storage';
import { backupRoutes } from './ops/backup-routes';
import { addSuccessStep, registerPurpose } from './payments/purposes';
import { createPayments } from './payments/service';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub';
import { registerSocketRoutes } from './realtime/socket-routes';

export interface AppDeps {
  /** An already open database (tests pass a fresh one per file); otherwise opened from config. */
  database?: Database;
  clock?: Clock;
  /** Media storage (tests may wrap it to make a write fail); otherwise chosen from config. */
  media?: MediaStorage;
  mailer?: Mailer;
  rateLimits?: RateLimits;
  /** Real-time hub (tests give two apps one Redis channel of their own); otherwise chosen from config. */
  realtime?: RealtimeHub;
  /** The vision process's client (tests may share one between apps); otherwise forked on first use. */
  vision?: VisionService;
  /** Called for every route as it is added (the authorization matrix test collects the route list with it). */
  onRoute?: onRouteHookHandler;
  /** A logger of the caller's own, used whatever LOG_LEVEL says (tests read what was logged). */
  logger?: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The background job worker; main.ts starts it when JOBS_ENABLED, tests call runOnce(). */
    jobs: JobWorker;
    /** Loads the shipped species catalogue (SPECIES_CATALOGUE); main.ts starts the full one after listening. */
    speciesCatalogue: SpeciesCatalogueStartup;
  }
}

function createRateLimits(config: AppConfig, clock: Clock, redis?: Redis): RateLimits {
  const window = config.LOGIN_RATE_WINDOW_SECONDS;
  // Windows are counted on the app's clock, so tests end them by moving their clock.
  const store = { clock, redis };
  return {
    loginPerAccount: createRateLimiter(
      'login-account',
      { points: config.LOGIN_RATE_PER_ACCOUNT, durationSeconds: window },
      store,
    ),
    loginPerIp: createRateLimiter(
      'login-ip',
      { points: config.LOGIN_RATE_PER_IP, durationSeconds: window },
      store,
    ),
    register: createRateLimiter('register', { points: 10, durationSeconds: 60 * 60 }, store),
    passwordReset: createRateLimiter('password-reset', { points: 10, durationSeconds: 60 * 60 }, store),
    telemetry: createRateLimiter(
      'telemetry',
      { points: config.TELEMETRY_RATE_PER_MINUTE, durationSeconds: 60 },
      store,
    ),
    uploads: createRateLimiter('uploads', { points: 60, durationSeconds: 60 * 60 }, store),
    photoAnalysis: createRateLimiter('photo-analysis', { points: 30, durationSeconds: 10 * 60 }, store),
    exports: createRateLimiter('exports', { points: 20, durationSeconds: 60 * 60 }, store),
    support: createRateLimiter(
      'support',
      { points: SUPPORT_LIMITS.perHour, durationSeconds: 60 * 60 },
      store,
    ),
  };
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const usePrettyLogs = config.NODE_ENV === 'development' && process.stdout.isTTY;
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : {
          logger:
            config.LOG_LEVEL === 'silent'
              ? false
              : {
                  level: config.LOG_LEVEL,
                  ...(usePrettyLogs ? { transport: { target: 'pino-pretty' } } : {}),
                },
        }),
    bodyLimit: LIMITS.jsonBodyMaxBytes,
    trustProxy: config.TRUST_PROXY,
    // Ids are never trusted from the client; a UUID per request ties log lines together.
    genReqId: () => crypto.randomUUID(),
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The largest body a route accepts (a video) is also the most a refused request's rest is drained of.
  registerUnreadBodyDrain(app, MEDIA_LIMITS.videoMaxBytes);

  const database =
    deps.database ??
    (await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'db') }));
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const realtime =
    deps.realtime ??
    (await createRealtimeHub({ redisUrl: config.REDIS_URL, channel: config.REALTIME_CHANNEL, log: app.log }));
  const clock = deps.clock ?? (() => new Date());
  // The shipped protected areas, written when they changed (sightings are then placed again by the sweep).
  const places = await syncProtectedAreas(database.db);
  // The shipped migration patterns, written when their file changed.
  await syncMigrationPatterns(database.db);
  // The shipped gear catalogue, written by slug when its file changed (features/gear/catalog-sync.ts).
  await syncGearCatalog(database.db);
  // The shipped articles, written by (slug, language) when their file changed and no administrator edited them
  // (features/articles/shipped-articles.ts).
  await syncShippedArticles(database.db, { dataDir: config.dataDir, now: clock(), log: app.log });
  const secret = loadOrCreateSecret(config.dataDir);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    places: { circles: places.circles, version: places.version },
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
        logLinks: config.NODE_ENV === 'development',
      }),
    media: deps.media ?? (await createMediaStorage(config)),
    rateLimits: deps.rateLimits ?? createRateLimits(config, clock, redis),
    secret,
    log: app.log,
    realtime,
    vision: deps.vision ?? createVisionService({ log: app.log }),
    payments: await createPayments({ config, db: database.db, secret, clock, log: app.log }),
  };
  app.decorate('ctx', ctx);
  // A contest entry's payment confirms the entry (features/contests/purpose.ts).
  registerPurpose(ctx.payments.purposes, 'contest_entry', contestEntryPurpose);
  // A print order's payment marks the order paid and adds to its product's totals (features/prints/purpose.ts).
  registerPurpose(ctx.payments.purposes, 'print_order', printOrderPurpose);
  // A guide's payment records its purchase (features/guides/purpose.ts).
  registerPurpose(ctx.payments.purposes, 'guide_purchase', guidePurchasePurpose);
  // A member's first paid Premium rewards their referrer (features/referrals/rewards.ts), in the same transaction.
  addSuccessStep(ctx.payments.purposes, 'premium_subscription', (tx, payment, at) =>
    rewardReferralConversion(tx, payment.userId, payment.id, at),
  );
  // This month's and next month's contests exist before the first request; main.ts sweeps again every hour.
  await sweepContests(ctx.db, ctx.clock(), app.log);
  // The print shop's standard sizes and materials (features/prints/default-options.ts).
  await ensureDefaultPrintOptions(ctx.db);
  // Every new vision process loads the confirmed photos' embeddings before it answers a search.
  ctx.vision.setIndexSource(() => embeddingPages(ctx.db));
  const jobWorker = new JobWorker({
    db: ctx.db,
    handlers: createJobHandlers(ctx),
    log: app.log,
    pollMs: config.JOB_POLL_MS,
  });
  app.decorate('jobs', jobWorker);
  // The curated Red List statuses go onto the catalogue after each load (features/conservation/curated.ts).
  const speciesCatalogue = withCuratedStatuses(speciesCatalogueStartup(ctx, config.SPECIES_CATALOGUE), ctx);
  app.decorate('speciesCatalogue', speciesCatalogue);
  app.addHook('onClose', async () => {
    // The batch under way finishes before the database it writes to closes.
    await jobWorker.stop();
    await speciesCatalogue.stop();
    redis?.disconnect();
    if (!deps.realtime) await realtime.close();
    if (!deps.vision) await ctx.vision.close();
    if (!deps.database) await database.close();
  });

  const https = config.publicUrl.startsWith('https:');
  await app.register(fastifyCookie);
  // No compression (ws's default, stated on purpose): deflate keeps ~300 KB of zlib state per connection.
  await app.register(fastifyWebsocket, {
    // A client's oversized or malformed frame is logged as the client's doing, not as a server error.
    errorHandler: socketErrorHandler,
    options: { maxPayload: 64 * 1024, perMessageDeflate: false },
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'WildLens API',
        description:
          'The public API of WildLens, the community for wildlife sightings. Sessions are cookies; administrator calls carry a bearer token.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerSecurityHeaders(app, { https });
  registerCacheControl(app);
  registerSlownessWarnings(app);
  // A write's own process forgets cached reads before it answers (other processes hear it from the database).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') database.changes.changedHere();
  });
  registerSameOriginCheck(app, config.publicUrl);
  registerInputSafety(app);
  const sessions = new SessionStore(
    ctx.db,
    { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteMinutes: config.SESSION_ABSOLUTE_MINUTES },
    ctx.clock,
    database.changes,
    // Sockets opened by a session close with it, on every process (sign-out, password reset).
    (end) =>
      realtime
        .endSessions(end)
        .catch((err: unknown) => app.log.warn({ err }, 'could not announce the end of a session to sockets')),
  );
  const adminSessions = new AdminSessionStore(ctx.db, config.ADMIN_SESSION_MINUTES, ctx.clock);
  // A suspended member's session is refused on the app's clock (features/moderation).
  registerAuth(app, { sessions, adminSessions, clock: ctx.clock });
  // Comments and sighting descriptions with a banned word are refused (features/moderation/banned-words.ts).
  registerBannedWordCheck(app, ctx);

  const auth = new AuthService(ctx);
  await app.register(healthRoutes(ctx));
  await app.register(translationRoutes());
  await app.register(authRoutes(ctx, { auth, sessions, adminSessions }));
  await app.register(userRoutes(ctx, { auth }));
  await app.register(adminRoutes(ctx, { auth, adminSessions }));
  const sightingService = new SightingService(ctx.db, database.changes);
  await app.register(sightingRoutes(ctx, { sightings: sightingService }));
  await app.register(commentRoutes(ctx));
  await app.register(commentShowcaseRoutes(ctx));
  await app.register(bookmarkRoutes(ctx));
  await app.register(followRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(portfolioRoutes(ctx));
  await app.register(categoryRoutes(ctx));
  await app.register(categoryAdminRoutes(ctx));
  await app.register(mapRoutes(ctx));
  await app.register(speciesRoutes(ctx));
  await app.register(speciesPageRoutes(ctx));
  await app.register(conservationRoutes(ctx));
  await app.register(customSpeciesRoutes(ctx));
  await app.register(identificationRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await registerMediaServing(app, config.dataDir);
  registerCoverRenditions(app, config.dataDir);
  await app.register(mediaRoutes(ctx));
  // Curated content: the administrators' uploads as the site, curated sightings, links, the featured photo, the
  // Instagram post (features/curated).
  await app.register(curatedRoutes(ctx));
  await app.register(moderationRoutes(ctx));
  await app.register(moderationAdminRoutes(ctx));
  await app.register(photoAnalysisRoutes(ctx));
  await app.register(insightsRoutes(ctx));
  await app.register(discoveryRoutes(ctx));
  // Field mode's offline lists (features/field; its idempotent writes are in the media, sightings, comments routes).
  await app.register(fieldRoutes(ctx));
  await app.register(exportRoutes(ctx));
  await app.register(locationRoutes(ctx));
  await app.register(migrationRoutes(ctx));
  await app.register(rareTrackerRoutes(ctx));
  await app.register(locationAlertRoutes(ctx));
  await app.register(paymentRoutes(ctx));
  await app.register(paymentAdminRoutes(ctx));
  await app.register(subscriptionRoutes(ctx));
  await app.register(subscriberAdminRoutes(ctx));
  await app.register(contestRoutes(ctx));
  await app.register(contestAdminRoutes(ctx));
  await app.register(gearRoutes(ctx));
  await app.register(gearAdminRoutes(ctx));
  const printService = new PrintService(ctx);
  await app.register(printRoutes(ctx, printService));
  await app.register(printAdminRoutes(ctx, printService));
  await app.register(guideRoutes(ctx));
  await app.register(guideAdminRoutes(ctx));
  await app.register(articleRoutes(ctx));
  await app.register(articleAdminRoutes(ctx));
  await app.register(referralRoutes(ctx));
  await app.register(supportRoutes(ctx));
  // Member tools: analytics, data export, account deletion (features/member-analytics, features/account).
  await app.register(memberAnalyticsRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(telemetryRoutes(ctx));
  await app.register(operationsRoutes(ctx));
  await app.register(aiIdentificationRoutes(ctx));
  await app.register(backupRoutes(ctx, { jobs: jobWorker }));
  registerSocketRoutes(app, realtime, sessions);

  const sightingPage = sightingPageRenderer(ctx, sightingService);
  const speciesPage = speciesPageRenderer(ctx);
  const guidePage = guidePageRenderer(ctx);
  const articlePage = articlePageRenderer(ctx);
  registerWebApp(app, config, async (pathname, indexFile) =>
    pathname.startsWith('/species/')
      ? speciesPage(pathname, indexFile)
      : pathname.startsWith('/location-guides/')
        ? guidePage(pathname, indexFile)
        : pathname.startsWith('/articles/')
          ? articlePage(pathname, indexFile)
          : sightingPage(pathname, indexFile),
  );
  // The tests' few hundred species load in a second, before the app answers; the full catalogue loads in the
  // background once main.ts listens.
  if (config.SPECIES_CATALOGUE === 'sample') await speciesCatalogue.loadNow();
  return app;
}
