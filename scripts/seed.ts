// npm run seed: creates the demo community (members, sightings, comments, likes) in an empty database.
// Runs whatever SEED_DEMO says, since asking for it is explicit; does nothing when sightings already exist.
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { DEMO_PASSWORD } from '../server/features/demo/members';
import { seedDemoContent } from '../server/features/demo/seed';

const config = loadConfig();
// buildApp opens the database (PGlite under DATA_DIR or DATABASE_URL) and applies migrations. PGlite is
// single-process: stop a server that uses the same DATA_DIR first.
const app = await buildApp(config);
try {
  const started = performance.now();
  const result = await seedDemoContent(app.ctx);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.seeded) {
    app.log.info(result.counts, `demo content created in ${seconds} s`);
    console.log(`Demo members sign in with the password: ${DEMO_PASSWORD}`);
  } else {
    console.log('The database already has sightings; nothing was seeded.');
  }
} finally {
  await app.close();
}
