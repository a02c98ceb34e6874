export type Versions = ReadonlyMap<string, string>;

/**
 * The content versions as this instance last read them. They are read again from the database
 * at most once per `intervalMs`, by the first request that needs them after it, so a change
 * made through another instance (or the import command) shows within the interval without a
 * query per request. After a write through this instance, `expire` makes the next request read
 * them at once.
 */
export class ContentVersions {
  readonly #read: () => Promise<Versions>;
  readonly #intervalMs: number;
  readonly #now: () => number;
  #versions: Versions | undefined;
  #readAt = 0;
  /** Bumped by `expire`: a read that began before it may miss the write, so it does not count. */
  #generation = 0;
  #reading: { generation: number; versions: Promise<Versions> } | undefined;

  constructor(read: () => Promise<Versions>, intervalMs: number, now: () => number) {
    this.#read = read;
    this.#intervalMs = intervalMs;
    this.#now = now;
  }

  /** The versions if read within the interval, without waiting; else undefined. */
  latest(): Versions | undefined {
    const age = this.#now() - this.#readAt;
    return age >= 0 && age < this.#intervalMs ? this.#versions : undefined;
  }

  async current(): Promise<Versions> {
    const latest = this.latest();
    if (latest) return latest;
    const now = this.#now();
    if (this.#reading?.generation !== this.#generation) this.#reading = this.#start(now);
    return this.#reading.versions;
  }

  expire(): void {
    this.#generation += 1;
    this.#versions = undefined;
  }

  #start(now: number) {
    const generation = this.#generation;
    const reading = {
      generation,
      versions: this.#read()
        .then((read) => {
          if (generation === this.#generation) {
            this.#versions = read;
            this.#readAt = now;
          }
          return read;
        })
        .finally(() => {
          if (this.#reading === reading) this.#reading = undefined;
        }),
    };
    return reading;
  }
}
