// Reads the configuration, builds the app, prepares the administrator and demo content, and listens.
import { buildApp } from './app';
import { loadConfig } from './config';
import { ensureAdminAccount } from './features/admin/bootstrap';
import { startContestSweeps } from './features/contests/monthly';
import { seedDemoContent } from './features/demo/seed';
import { startPhotoEmbeddingSweeps } from './features/identification/embeddings';
import { startAlertSummarySweeps } from './features/location-alerts/jobs';
import { startMigrationPeakSweeps } from './features/migrations/patterns';
import { startPlacingSweeps } from './features/places/placing';
import { startReferralSweeps } from './features/referrals/sweeps';
import { startOrphanMediaSweeps } from './jobs/media-orphan-sweep';
import { untilJobsDone } from './jobs/queue';
import { startTempFolderSweeps } from './jobs/temp-sweep';
import { startUploadExpirySweeps } from './jobs/upload-expiry';
import { startPaymentSweeps } from './payments/jobs';

const startedAt = new Date();
/** The catalogue load waits for the demo media this long at most (they take ~20 s on a quiet machine). */
const DEMO_MEDIA_WAIT_MS = 5 * 60_000;
const config = loadConfig();
const app = await buildApp(config);

const admin = await ensureAdminAccount(app.ctx);
if (admin.generatedPassword) {
  app.log.warn(
    `Administrator account '${config.ADMIN_USERNAME}' created with password: ${admin.generatedPassword} (shown once; set ADMIN_PASSWORD to choose it)`,
  );
}

if (config.SEED_DEMO) {
  const demo = await seedDemoContent(app.ctx);
  if (demo.seeded) app.log.info(demo.counts, 'demo content created (set SEED_DEMO=false to skip)');
}

// Notification e-mails and media cleanup run here, never inside a request; app.close() waits for the batch.
if (config.JOBS_ENABLED) {
  app.jobs.start();
  // Files a killed process left between writing an upload and committing its row.
  startOrphanMediaSweeps(app, startedAt);
  // Scratch folders of uploads that never ended.
  startTempFolderSweeps(app);
  // Uploads nobody published nor removed: after a day their files go and a free photo's slot comes back.
  startUploadExpirySweeps(app);
  // Confirmed sightings' photos embedded for the identifier (the demo photos at first start).
  startPhotoEmbeddingSweeps(app);
  // Sightings the writers did not place (the demo content, bulk loads, all of them after new area data).
  startPlacingSweeps(app);
  startMigrationPeakSweeps(app);
  // Location alerts' daily digests and weekly reports.
  startAlertSummarySweeps(app);
  // Sandbox renewals and expiries; premium that ran out (grace days of a failed renewal, complimentary months).
  startPaymentSweeps(app);
  // The monthly photo and video contests: created ahead, moved on by the clock, finalized when judging ends.
  startContestSweeps(app);
  // Referral rewards: activity months of the previous month, new members' gift cards.
  startReferralSweeps(app);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });

// Every species of the six categories, loaded after the server answers (a minute or two on PGlite, at first start
// or with a new shipped version only): the autocomplete finds the best known species first. The demo content's
// media go through the pipeline first: the two are a first start's memory-heavy phases, and together they lifted
// the process ~100 MB past its budget (docs/PERFORMANCE.md, Server memory).
if (config.SPECIES_CATALOGUE === 'full') {
  const demoMediaFirst = config.SEED_DEMO && config.JOBS_ENABLED;
  app.speciesCatalogue.startInBackground({
    after: demoMediaFirst ? () => untilJobsDone(app.ctx.db, 'demo_media', DEMO_MEDIA_WAIT_MS) : undefined,
  });
}
