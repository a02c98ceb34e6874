// npm run restore -- <file>
// Replays a backup into an embedded database that holds nothing yet (a new DATA_DIR).
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { restoreEmbedded } from './index.ts';

const [given] = process.argv.slice(2);
const config = loadConfig(process.env);
if (!given) {
  console.error('Usage: npm run restore -- <file>');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with psql (see the README, "Deploying").');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
try {
  await restoreEmbedded(config.dataDir, await fs.readFile(file, 'utf8'));
  console.log(`Restored ${file} into ${config.dataDir}.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
