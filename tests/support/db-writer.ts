/**
 * A child process for the crash tests (server/db/crash-durability.test.ts): opens the embedded
 * database on argv[2] the way the server does (lock, open check, migrations), checks that every
 * token listed in argv[3] (one per line: favourites written and acknowledged by an earlier run)
 * still holds its favourite, then writes new favourites one after another, printing each token
 * only once its transaction has committed: a printed line is an acknowledged write.
 */
import { readFile } from 'node:fs/promises';
import { openDatabase } from '#server/db/open-database.ts';
import { FavouritesSessionStore } from '#server/favourites/session-store.ts';

const [dataDir, ackedFile, mode] = process.argv.slice(2);
if (!dataDir || !ackedFile) throw new Error('usage: db-writer DATA_DIR ACKED_FILE [verify-only]');
const out = (line: string) => process.stdout.write(`${line}\n`);

let db;
try {
  db = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir });
} catch (error) {
  out(`refused ${(error as Error).message}`);
  process.exit(3);
}
const store = new FavouritesSessionStore(db);
const acked = (await readFile(ackedFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
let missing = 0;
for (const token of acked) {
  const list = await store.get(token);
  if (list?.items[0] !== 'towns-cities/auckland') missing++;
}
out(`verified ${acked.length} missing ${missing}`);
if (mode === 'verify-only') {
  await db.close();
  process.exit(0);
}
for (;;) {
  const { token } = await store.add(null, 'towns-cities/auckland');
  out(`ack ${token}`);
}
