// Runs a command only when an environment variable is set: `node scripts/if-env.mjs VAR cmd args...`.
// Used for the second server test pass against a PostgreSQL server (TEST_DATABASE_URL).
import { spawnSync } from 'node:child_process';

const [name, command, ...args] = process.argv.slice(2);
if (!name || !command) {
  console.error('usage: node scripts/if-env.mjs VAR command [args...]');
  process.exit(2);
}
if (!process.env[name]) {
  console.log(
    `${name} is not set: the PostgreSQL-server pass is not run (the PGlite pass above covers the same tests).`,
  );
  process.exit(0);
}
const result = spawnSync(command, args, { stdio: 'inherit', shell: false, env: process.env });
process.exit(result.status ?? 1);
