// npm run media:copy
// Copies the media kept in the server's database (the default store; same DATA_DIR or
// DATABASE_URL as the server) into the bucket of S3_BUCKET, before switching the servers to it.
// Idempotent: files already in the bucket with the same bytes are skipped.
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/database.ts';
import { copyMedia } from './copy.ts';
import { databaseMediaStore } from './database-store.ts';
import { s3MediaStore } from './s3-store.ts';

const config = loadConfig(process.env);
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE) to copy into.');
  process.exit(2);
}
const db = createDb(config);
try {
  const started = performance.now();
  const bucket = s3MediaStore(config.s3);
  await bucket.ping();
  const done = await copyMedia(databaseMediaStore(db), bucket, (line) => console.log(line));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Media copy into ${config.s3.bucket}: ${done.copied} copied, ${done.kept} already there, in ${seconds} s.`,
  );
} finally {
  await db.destroy();
}
