import { unstable_serialize, type Key, type Middleware } from 'swr';

/** Each read a render asked for, by SWR's serialized key: how to make it. */
export type Reads = Map<string, () => Promise<unknown>>;

function resolve(key: Key): Key {
  if (typeof key !== 'function') return key;
  try {
    return key();
  } catch {
    // A key that throws is a dependency not met yet: SWR asks nothing either.
    return null;
  }
}

/**
 * An SWR middleware for the server's renders: records every key a hook reads with its fetcher,
 * called as SWR calls it (the key as its one argument), so the renderer can fetch them and draw
 * the page again with the answers. A hook waiting on another (a null key) records nothing.
 */
export function recordReads(reads: Reads): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const resolved = resolve(key);
    const empty = !resolved || (Array.isArray(resolved) && resolved.length === 0);
    if (fetcher && !empty) {
      const serialized = unstable_serialize(resolved);
      if (!reads.has(serialized)) reads.set(serialized, async () => fetcher(resolved));
    }
    return useSWRNext(key, fetcher, config);
  };
}
