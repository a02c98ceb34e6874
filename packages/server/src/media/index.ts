import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { databaseMediaStore } from './database-store.ts';
import { s3MediaStore } from './s3-store.ts';
import type { MediaStore } from './store.ts';

/** The bucket when S3_BUCKET is set, else the server's database. */
export function createMediaStore(config: Pick<Config, 's3'>, db: Db): MediaStore {
  return config.s3 ? s3MediaStore(config.s3) : databaseMediaStore(db);
}
