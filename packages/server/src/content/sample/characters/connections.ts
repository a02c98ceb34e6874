import type { Random } from '@ic/art';
import type { CharacterAlignment } from '@ic/domain';
import type { Draft } from './types.ts';

// Who knows whom. Links are undirected and listed once (a mentor link: a teaches b); stored,
// they become a row each way, so every connection is mutual. The hand-written core is linked
// as its biographies say; the generated cast in teams within its faction, each team facing a
// team of the other side at home, with mentors inside teams and families across sides.

export type LinkKind = 'ally' | 'rival' | 'family' | 'mentor';
/** How family are related; 'parent': a is b's parent. */
export type Kinship = 'sibling' | 'half-sibling' | 'cousin' | 'parent';

export interface Link {
  a: number;
  b: number;
  kind: LinkKind;
  kinship?: Kinship;
}

/** 'Bijli Bai (reluctantly)' → 'Bijli Bai'. */
export const bareName = (entry: string) => entry.replace(/\s*\(.*\)\s*$/, '').trim();

/** Mentors and family the core's biographies tell of, beyond their friends and enemies lists. */
const CORE_LINKS: [a: string, b: string, kind: LinkKind, kinship?: Kinship][] = [
  ['Professor Chitragupt Rao', 'Agnira', 'mentor'],
  ['Sher Singh', 'Vanya', 'mentor'],
  ['Captain Sagarika', 'Tide-Runner Dhruv', 'mentor'],
  ['Andhkaar Raj', 'Raktaksh', 'mentor'],
  ['Bijli Bai', 'Chotu Circuit', 'mentor'],
  ['Jalika', 'Vishara', 'family', 'half-sibling'],
  ['Tide King Mahodadhi', 'Vishara', 'family', 'parent'],
];

class LinkSet {
  readonly links: Link[] = [];
  private readonly pairs = new Set<string>();

  has(a: number, b: number): boolean {
    return this.pairs.has(a < b ? `${a}:${b}` : `${b}:${a}`);
  }

  add(link: Link): void {
    if (link.a === link.b || this.has(link.a, link.b)) return;
    this.pairs.add(link.a < link.b ? `${link.a}:${link.b}` : `${link.b}:${link.a}`);
    this.links.push(link);
  }
}

function coreLinks(drafts: Draft[], set: LinkSet): void {
  const index = new Map(drafts.flatMap((d, i) => (d.generated ? [] : [[d.name, i] as const])));
  for (const [a, b, kind, kinship] of CORE_LINKS) {
    const [ia, ib] = [index.get(a), index.get(b)];
    if (ia !== undefined && ib !== undefined) set.add({ a: ia, b: ib, kind, kinship });
  }
  drafts.forEach((d, i) => {
    if (d.generated) return;
    const link = (names: string[], kind: LinkKind) => {
      for (const name of names) {
        const other = index.get(bareName(name));
        if (other !== undefined) set.add({ a: i, b: other, kind });
      }
    };
    link(d.friends, 'ally');
    link(d.enemies, 'rival');
  });
}

/** Splits members into teams of three to five. */
function teams(random: Random, members: number[]): number[][] {
  const shuffled = random.sample(members, members.length);
  const out: number[][] = [];
  for (let i = 0; i < shuffled.length;) {
    const size = random.int(3, 5);
    out.push(shuffled.slice(i, i + size));
    i += size;
  }
  const last = out.at(-1);
  if (last && last.length < 2 && out.length > 1) out.at(-2)?.push(...out.pop()!);
  return out;
}

const OPPONENTS: Record<CharacterAlignment, CharacterAlignment[]> = {
  hero: ['villain'],
  middle: ['hero', 'villain'],
  villain: ['hero'],
};

function generatedLinks(random: Random, drafts: Draft[], set: LinkSet): void {
  const byFaction = new Map<string, number[]>();
  drafts.forEach((d, i) => {
    if (d.generated) byFaction.set(d.faction, [...(byFaction.get(d.faction) ?? []), i]);
  });
  const teamsOf = new Map<string, number[][]>();
  for (const [faction, members] of byFaction) teamsOf.set(faction, teams(random, members));

  const teamList = [...teamsOf.values()].flat();
  for (const team of teamList) {
    for (let x = 0; x < team.length; x++)
      for (let y = x + 1; y < team.length; y++) set.add({ a: team[x]!, b: team[y]!, kind: 'ally' });
    const byAge = [...team].sort(
      (p, q) => Number.parseInt(drafts[q]!.age, 10) - Number.parseInt(drafts[p]!.age, 10),
    );
    const [oldest, youngest] = [byAge[0]!, byAge.at(-1)!];
    if (Number.parseInt(drafts[oldest]!.age, 10) - Number.parseInt(drafts[youngest]!.age, 10) >= 15)
      set.add({ a: oldest, b: youngest, kind: 'mentor' });
  }

  // Each team faces a team of the other side in its own universe, member against member.
  const sideOf = (team: number[]) => drafts[team[0]!]!;
  for (const team of teamList) {
    const { universe, alignment } = sideOf(team);
    const opposing = teamList.filter(
      (t) => sideOf(t).universe === universe && OPPONENTS[alignment].includes(sideOf(t).alignment),
    );
    if (opposing.length === 0) continue;
    const foe = random.pick(opposing);
    team.forEach((member, k) => set.add({ a: member, b: foe[k % foe.length]!, kind: 'rival' }));
  }

  // Some are family, even across sides: a villain's sister may be a hero.
  drafts.forEach((d, i) => {
    if (!d.generated || !random.chance(0.12)) return;
    const kin = random.int(i + 1, Math.min(drafts.length - 1, i + 400));
    const other = drafts[kin];
    if (other && other.universe === d.universe && !set.has(i, kin))
      set.add({
        a: i,
        b: kin,
        kind: 'family',
        kinship: random.pick(['sibling', 'cousin'] as const),
      });
  });
}

/** Every link of the cast, deterministic for the random source. */
export function weave(random: Random, drafts: Draft[]): Link[] {
  const set = new LinkSet();
  coreLinks(drafts, set);
  generatedLinks(random, drafts, set);
  return set.links;
}
