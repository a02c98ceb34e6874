// npm run backup [-- <file>]
// Writes the embedded database (DATA_DIR) to a plain SQL file made by pg_dump; stop the server
// first. On PostgreSQL (DATABASE_URL) use pg_dump itself, as the README's "Deploying" says.
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { backupEmbedded } from './index.ts';

const config = loadConfig(process.env);
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README, "Deploying").',
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const [given = `ic-backup-${stamp}.sql`] = process.argv.slice(2);
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
const dump = await backupEmbedded(config.dataDir);
// Written aside and renamed, so a file at that name is always a whole dump.
await fs.writeFile(`${file}.partial`, dump, { flag: 'wx' });
await fs.rename(`${file}.partial`, file);
console.log(`Backed up ${config.dataDir} to ${file} (${(dump.length / 1024).toFixed(0)} KB).`);
