import type { MediaStore } from './store.ts';

// Copies every file of one media store into another (npm run media:copy: the database's media
// into a bucket). A file already there with the same ETag (the same bytes) is left alone, so a
// second run copies nothing and an interrupted run picks up where it stopped.

export interface MediaCopy {
  copied: number;
  kept: number;
}

/** Files compared and copied at once: enough to hide the bucket's latency, few for its limits. */
const AT_ONCE = 8;

export async function copyMedia(
  from: MediaStore,
  to: MediaStore,
  log: (line: string) => void = () => {},
): Promise<MediaCopy> {
  const paths = await from.list('/');
  const total: MediaCopy = { copied: 0, kept: 0 };
  const copyOne = async (path: string) => {
    const [source, there] = await Promise.all([from.find(path), to.find(path)]);
    if (!source) return;
    if (there?.etag === source.etag) {
      total.kept += 1;
      return;
    }
    const whole = await from.read(path);
    if (!whole) return;
    await to.save(path, whole.contentType, whole.body);
    total.copied += 1;
    log(`copied ${path} (${(whole.body.length / 1024).toFixed(1)} KB)`);
  };
  for (let at = 0; at < paths.length; at += AT_ONCE) {
    await Promise.all(paths.slice(at, at + AT_ONCE).map(copyOne));
  }
  return total;
}
