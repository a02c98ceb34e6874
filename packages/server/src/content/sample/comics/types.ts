import type { ComicGenre, ComicStatus, Rating } from '@ic/domain';

// How our comics are written: premise, genres, rating, schedule, cast and, per chapter, the key
// beats the page generator draws around. {hero}, {ally} and {villain} in any text are the cast.

/** One story moment: an optional narration caption and what the characters say. */
export interface Beat {
  caption?: string;
  lines: [speaker: string, text: string][];
}

export interface ChapterScript {
  title: string;
  beats: Beat[];
}

/** A hand-written character by name, or the next generated member of a faction. */
export type CastSpec = string | { faction: string };

export interface ComicScript {
  title: string;
  universe: string;
  synopsis: string;
  genres: ComicGenre[];
  /** G, PG or T (spec section 6): how much peril, menace and deceit the story holds. */
  rating: Rating;
  status: ComicStatus;
  /** Its newest chapter is early access: members now, everyone a week after seeding. */
  early?: true;
  /** Writer, artist, colourist, letterer. */
  team: [writer: string, artist: string, colourist: string, letterer: string];
  /** [hero, ally, villain]: who the story follows. */
  cast: [CastSpec, CastSpec, CastSpec];
  /** Hand-written characters who join from a chapter on (counted from 0). */
  guests?: { names: string[]; from: number };
  /** What everyone is fighting over; the filler dialogue names it. */
  prize: string;
  /** Weeks between chapters, and how many weeks before seeding the last one came out. */
  schedule: { every: number; lastWeeksAgo: number };
  chapters: ChapterScript[];
}

/**
 * A chapter written compactly: each beat is a list of lines, '> ' opening a caption and
 * 'Speaker: text' a balloon.
 */
export function chapter(title: string, ...beats: string[][]): ChapterScript {
  return {
    title,
    beats: beats.map((lines) => {
      const beat: Beat = { lines: [] };
      for (const line of lines) {
        if (line.startsWith('> ')) {
          beat.caption = line.slice(2);
          continue;
        }
        const split = line.indexOf(': ');
        if (split < 1) throw new Error(`"${line}" is neither a caption nor a line of dialogue`);
        beat.lines.push([line.slice(0, split), line.slice(split + 2)]);
      }
      return beat;
    }),
  };
}
