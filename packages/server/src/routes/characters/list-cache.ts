// Character lists already answered, for the current version of the table. A cache only: every
// request still reads the version from the database, so an entry is never served after a change,
// whichever instance made it. Entries hold the envelope object; its JSON is made once.

const MAX_ENTRIES = 100;

interface Entry<T> {
  version: string;
  body: T;
}

export class ListCache<T extends object> {
  readonly #entries = new Map<string, Entry<T>>();

  get(key: string, version: string): T | undefined {
    const entry = this.#entries.get(key);
    if (entry?.version !== version) return undefined;
    // Map order is insertion order: re-inserting marks the entry as recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: string, body: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, body });
    const oldest = this.#entries.keys().next();
    if (this.#entries.size > MAX_ENTRIES && !oldest.done) this.#entries.delete(oldest.value);
  }
}

const json = new WeakMap<object, string>();

/** JSON.stringify, remembered per object: a cached list is serialized once, not per request. */
export function stringifyOnce(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let text = json.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    json.set(data, text);
  }
  return text;
}
