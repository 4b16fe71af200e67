/**
 * `npm run rates -- <file.csv>`: loads reference exchange rates (`date,currency,units_per_usd`
 * per line) into the database the app uses, for the buyer's quote comparison. A bad line stops
 * the load before anything is stored.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadConfig } from '@wbn/api';
import { importRates, openDatabase, parseRates, runMigrations } from '@wbn/db';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('usage: npm run rates -- <file.csv>   (lines: date,currency,units_per_usd)');
  process.exit(1);
}
let rows;
try {
  rows = parseRates(readFileSync(file, 'utf8'), `file ${basename(file)}`);
} catch (err) {
  console.error(`${file}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const config = loadConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  await runMigrations(handle);
  console.info(`${await importRates(handle.db, rows)} rates loaded from ${file}`);
} finally {
  await handle.close();
}
