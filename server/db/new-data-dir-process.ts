// The child process of new-data-dir.ts: makes a new PGlite data directory (initdb and the migrations) and exits.
// Arguments: the directory, the migrations folder.
import { openDatabase } from './client';

const [dir, migrationsFolder] = process.argv.slice(2);
if (!dir || !migrationsFolder) {
  process.stderr.write('usage: new-data-dir-process <dir> <migrations folder>\n');
  process.exit(2);
}
const database = await openDatabase({ pgliteDir: dir, migrationsFolder, createHere: true });
await database.close();
process.exit(0);
