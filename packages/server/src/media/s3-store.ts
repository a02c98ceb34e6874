import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { etagOf, type MediaStore, type StoredMedia } from './store.ts';

// Media in an S3-compatible bucket (AWS S3, MinIO, R2, …) through the official SDK. The bucket
// stays private: nothing here makes an object public, and every file reaches readers through
// the media route, after its access check. Credentials come from the SDK's own chain
// (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance or task role).

export interface S3Options {
  bucket: string;
  /** Unset for AWS itself; the service's URL otherwise (MinIO, R2, a local stand-in). */
  endpoint: string | undefined;
  region: string;
  /** bucket.host/key (AWS's default) or host/bucket/key (MinIO and most stand-ins). */
  forcePathStyle: boolean;
}

/** Our ETag travels with the object, so a file keeps its ETag when it moves between stores. */
const ETAG_KEY = 'etag';

/** Keys are the media paths without their leading slash: /media/x.pdf is media/x.pdf. */
const keyOf = (path: string) => path.replace(/^\/+/, '');
const pathOf = (key: string) => `/${key}`;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;

async function orUndefined<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

export function s3MediaStore(options: S3Options): MediaStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint && {
      endpoint: options.endpoint,
      // S3-compatible services do not all take the checksums AWS now adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
  const Bucket = options.bucket;

  const find: MediaStore['find'] = async (path) => {
    const Key = keyOf(path);
    const head = await orUndefined(client.send(new HeadObjectCommand({ Bucket, Key })));
    if (!head) return undefined;
    return {
      contentType: head.ContentType ?? 'application/octet-stream',
      etag: head.Metadata?.[ETAG_KEY] ?? head.ETag ?? '',
      size: head.ContentLength ?? 0,
      open: async (range) => {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            // The bytes the headers described: a file replaced in between fails, never mixes.
            IfMatch: head.ETag,
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`S3 sent no stream for ${Key}`);
        return object.Body;
      },
    };
  };

  const read = async (path: string): Promise<StoredMedia | undefined> => {
    const Key = keyOf(path);
    const object = await orUndefined(client.send(new GetObjectCommand({ Bucket, Key })));
    if (!object?.Body) return undefined;
    const body = Buffer.from(await object.Body.transformToByteArray());
    const contentType = object.ContentType ?? 'application/octet-stream';
    return { contentType, body, etag: object.Metadata?.[ETAG_KEY] ?? etagOf(body) };
  };

  const save = async (path: string, contentType: string, body: Buffer) => {
    const etag = etagOf(body);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: keyOf(path),
        Body: body,
        ContentType: contentType,
        Metadata: { [ETAG_KEY]: etag },
      }),
    );
    return { contentType, body, etag };
  };

  const list = async (prefix: string) => {
    const paths: string[] = [];
    const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: keyOf(prefix) });
    for await (const page of pages) {
      for (const { Key } of page.Contents ?? []) if (Key) paths.push(pathOf(Key));
    }
    return paths;
  };

  return {
    kind: 's3',
    find,
    read,
    save,
    list,
    deleteUnder: async (prefix) => {
      // One request an object: every S3-compatible service has DeleteObject; a chapter's
      // images are a few dozen.
      const paths = await list(prefix);
      await Promise.all(
        paths.map((path) => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(path) }))),
      );
    },
    ping: async () => {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
