import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { vi } from 'vitest';
import type { S3Options } from '../src/media/s3-store.ts';

// A local S3 stand-in (s3rver, files in a temporary folder) for the bucket store's tests. It
// checks request signatures against its one fixed key pair, which the SDK finds through its
// usual chain (the environment), exactly as a real deployment's credentials are found.

export const S3RVER_KEY = 'S3RVER';

export interface TestBucket {
  options: S3Options;
  /** The environment a server process needs to use the bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

let buckets = 0;

export async function startS3(): Promise<TestBucket> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  vi.stubEnv('AWS_ACCESS_KEY_ID', S3RVER_KEY);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3RVER_KEY);
  buckets += 1;
  const options: S3Options = {
    bucket: `ic-media-${buckets}`,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
  };
  const client = new S3Client(options);
  await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  client.destroy();
  return {
    options,
    env: {
      S3_BUCKET: options.bucket,
      S3_ENDPOINT: options.endpoint ?? '',
      S3_REGION: options.region,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_KEY,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    close: async () => {
      await server.close();
      vi.unstubAllEnvs();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
