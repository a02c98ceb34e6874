import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The levels of the .gz and .br copies beside each file: the highest, as the server sends them as
// they are (brotli 11 is ~15 % smaller than gzip for our JS).
export const GZIP = { level: 9 };
export const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/** The copies of a file a later step changed, made again as the compression plugin made them. */
export const COMPRESSED = {
  '.gz': (code: string) => gzipSync(code, GZIP),
  '.br': (code: string) => brotliCompressSync(code, BROTLI),
};
