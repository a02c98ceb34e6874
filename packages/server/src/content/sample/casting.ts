import type { AccessLevel } from '@ic/domain';
import type { Draft } from './characters/index.ts';
import type { CastSpec, ComicScript } from './comics/index.ts';
import { factionOf } from './world.ts';

// Who is in which comic and chapter, and when each chapter came out: the comics' leads
// (hand-written characters by name, or generated members of a faction), a few supporting
// members of the home factions, guests, and a crowd of cameos per chapter, so that every
// character of the world is first seen somewhere.

export type AppearanceRole = 'lead' | 'support' | 'cameo';

export interface Appearance {
  cast: number;
  role: AppearanceRole;
  /** Leads: 0 hero, 1 ally, 2 villain; others in the order they appear. */
  position: number;
}

export interface CastChapter {
  number: number;
  title: string;
  /** YYYY-MM-DD, counted back from the seeding day. */
  releaseDate: string;
  access: AccessLevel;
  publicAt: string | null;
  appearances: Appearance[];
}

export interface CastComic {
  script: ComicScript;
  rank: number;
  /** Indexes into the cast: hero, ally, villain. */
  leads: [number, number, number];
  chapters: CastChapter[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** How long an ongoing comic's newest chapter stays early access after seeding. */
export const EARLY_ACCESS_DAYS = 7;
const SUPPORT_PER_SIDE = 2;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

class Casting {
  private readonly used = new Set<number>();
  private readonly drafts: Draft[];
  private readonly byName: Map<string, number>;
  constructor(drafts: Draft[]) {
    this.drafts = drafts;
    this.byName = new Map(drafts.map((d, i) => [d.name, i]));
  }

  /** The next generated member of a faction nobody has cast yet. */
  member(faction: string): number {
    const found = this.drafts.findIndex(
      (d, i) => d.generated && d.faction === faction && !this.used.has(i),
    );
    if (found < 0) throw new Error(`Nobody left to cast from ${faction}`);
    this.used.add(found);
    return found;
  }

  resolve(spec: CastSpec): number {
    if (typeof spec !== 'string') return this.member(spec.faction);
    const found = this.byName.get(spec);
    if (found === undefined) throw new Error(`No character named ${spec}`);
    this.used.add(found);
    return found;
  }

  isCast(i: number): boolean {
    return this.used.has(i);
  }
}

function chaptersOf(
  script: ComicScript,
  now: Date,
  base: Appearance[],
  guests: (index: number) => Appearance[],
): CastChapter[] {
  const count = script.chapters.length;
  return script.chapters.map((chapter, i) => {
    const weeksAgo = script.schedule.lastWeeksAgo + (count - 1 - i) * script.schedule.every;
    const newest = i === count - 1;
    const early = newest && script.early === true && i > 0;
    return {
      number: i + 1,
      title: chapter.title,
      releaseDate: dayOf(new Date(now.getTime() - weeksAgo * WEEK_MS)),
      access: i === 0 ? 'free' : early ? 'early' : 'members',
      publicAt: early ? new Date(now.getTime() + EARLY_ACCESS_DAYS * DAY_MS).toISOString() : null,
      appearances: [...base, ...guests(i)],
    };
  });
}

/**
 * Casts every comic and dates every chapter (the newest of an ongoing comic this week, early
 * access for the comics marked early), then spreads the uncast characters of each universe over
 * its chapters as cameos, in release order, a second cameo for every third of them.
 */
export function castComics(scripts: ComicScript[], drafts: Draft[], now: Date): CastComic[] {
  const casting = new Casting(drafts);
  const comics: CastComic[] = scripts.map((script, rank) => {
    const leads = script.cast.map((spec) => casting.resolve(spec)) as [number, number, number];
    const support = [
      ...Array.from({ length: SUPPORT_PER_SIDE }, () =>
        casting.member(factionOf(script.universe, 'hero').name),
      ),
      ...Array.from({ length: SUPPORT_PER_SIDE }, () =>
        casting.member(factionOf(script.universe, 'villain').name),
      ),
    ];
    const guestIds = (script.guests?.names ?? []).map((name) => casting.resolve(name));
    const base: Appearance[] = [
      ...leads.map((cast, position): Appearance => ({ cast, role: 'lead', position })),
      ...support.map((cast, k): Appearance => ({ cast, role: 'support', position: 3 + k })),
    ];
    const guests = (index: number) =>
      index >= (script.guests?.from ?? Number.POSITIVE_INFINITY)
        ? guestIds.map((cast, k): Appearance => ({
            cast,
            role: 'support',
            position: 3 + support.length + k,
          }))
        : [];
    return { script, rank: rank + 1, leads, chapters: chaptersOf(script, now, base, guests) };
  });

  const byUniverse = new Map<string, { comic: CastComic; chapter: CastChapter }[]>();
  for (const comic of comics) {
    const list = byUniverse.get(comic.script.universe) ?? [];
    list.push(...comic.chapters.map((chapter) => ({ comic, chapter })));
    byUniverse.set(comic.script.universe, list);
  }
  for (const list of byUniverse.values()) {
    list.sort(
      (x, y) =>
        x.chapter.releaseDate.localeCompare(y.chapter.releaseDate) ||
        x.comic.rank - y.comic.rank ||
        x.chapter.number - y.chapter.number,
    );
  }
  const pools = new Map<string, number[]>();
  drafts.forEach((d, i) => {
    if (!casting.isCast(i)) pools.set(d.universe, [...(pools.get(d.universe) ?? []), i]);
  });
  for (const [universe, pool] of pools) {
    const list = byUniverse.get(universe) ?? [];
    if (list.length === 0) throw new Error(`${universe} has characters but no chapters`);
    pool.forEach((cast, k) => {
      const first = k % list.length;
      const cameo = (slot: number) => {
        const { chapter } = list[slot]!;
        chapter.appearances.push({ cast, role: 'cameo', position: chapter.appearances.length });
      };
      cameo(first);
      const again = first + Math.floor(list.length / 2);
      if (k % 3 === 0 && again < list.length) cameo(again);
    });
  }
  return comics;
}
