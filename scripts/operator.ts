/**
 * `npm run operator -- grant <e-mail> moderator|admin` and `npm run operator -- revoke <e-mail>`:
 * gives an account an operator role, or takes it away (decision 0025). It opens the database the
 * app uses (DATABASE_URL, or the embedded one under DATA_DIR, which must not be running: stop
 * `npm start` first, or point DATABASE_URL at the running server).
 */
import { loadConfig, runOperatorCommand } from '@wbn/api';
import { DataDirInUseError, openDatabase, runMigrations } from '@wbn/db';

const config = loadConfig();
let handle;
try {
  handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
} catch (err) {
  if (err instanceof DataDirInUseError) {
    console.error(
      'The app is running on this data folder: stop it first, or set DATABASE_URL to its server.',
    );
    process.exit(1);
  }
  throw err;
}
try {
  await runMigrations(handle);
  const { code, out } = await runOperatorCommand(handle.db, process.argv.slice(2));
  (code === 0 ? console.info : console.error)(out);
  process.exitCode = code;
} finally {
  await handle.close();
}
