import type { Random } from '@ic/art';
import { bareName, type Kinship, type Link } from './connections.ts';
import { writeStory } from './stories.ts';
import type { Draft } from './types.ts';
import { ADJECTIVES, FAMILY_NAMES, GIVEN_NAMES, RELATIONS, ROLES } from './words.ts';

// The words of a biography that follow from the world: friends, enemies and family named as the
// connections say, and the generated characters' stories, written about their real allies and
// rivals and the chapter they were first seen in.

export interface FirstSeen {
  comicTitle: string;
  chapter: number;
}

/** What the other is to this one: 'sister', 'half-brother', 'cousin', 'father', 'daughter'. */
function kinWord(kinship: Kinship, other: string, otherIsParent: boolean): string {
  const [female, male, anyone] =
    kinship === 'parent'
      ? otherIsParent
        ? ['mother', 'father', 'parent']
        : ['daughter', 'son', 'child']
      : kinship === 'cousin'
        ? ['cousin', 'cousin', 'cousin']
        : ['sister', 'brother', 'sibling'];
  const word = other === 'Female' ? female : other === 'Male' ? male : anyone;
  return kinship === 'half-sibling' ? `half-${word}` : word;
}

/** Adds a name to a list unless it is there already (with or without a note). */
function mention(list: string[], name: string): void {
  if (!list.some((entry) => bareName(entry) === name)) list.push(name);
}

function inventedRelatives(random: Random): string[] {
  const surname = random.pick(FAMILY_NAMES);
  return random
    .sample(RELATIONS, random.int(1, 2))
    .map((relation) => `${random.pick(GIVEN_NAMES)} ${surname} (${relation})`);
}

/**
 * Fills in friends, enemies and family from the links (the core keeps its own words and gains
 * the names it was missing), then writes the generated characters' stories.
 */
export function writeTexts(
  random: Random,
  drafts: Draft[],
  links: Link[],
  firstSeen: Map<number, FirstSeen>,
): Draft[] {
  const out = drafts.map((d) => ({
    ...d,
    friends: [...d.friends],
    enemies: [...d.enemies],
    family: [...d.family],
  }));
  const note = (i: number, j: number, link: Link) => {
    const [self, other] = [out[i]!, out[j]!];
    if (link.kind === 'ally') mention(self.friends, other.name);
    if (link.kind === 'rival') mention(self.enemies, other.name);
    if (link.kind === 'mentor')
      mention(
        self.friends,
        self.generated ? `${other.name} (${i === link.a ? 'student' : 'mentor'})` : other.name,
      );
    if (link.kind === 'family' && !self.family.some((e) => bareName(e) === other.name))
      self.family.push(
        `${other.name} (${kinWord(link.kinship ?? 'sibling', other.gender, j === link.a)})`,
      );
  };
  for (const link of links) {
    note(link.a, link.b, link);
    note(link.b, link.a, link);
  }
  return out.map((d, i) => {
    if (!d.generated) return d;
    const family = [...d.family, ...inventedRelatives(random)];
    const story = writeStory(random, {
      name: d.name,
      alignment: d.alignment,
      role: random.pick(ROLES[d.alignment]),
      place: d.placeOfOrigin,
      universe: d.universe,
      powers: d.powers,
      weapon: d.weapon[0] ?? 'bare hands',
      group: d.faction,
      friend: bareName(d.friends[0] ?? ''),
      enemy: bareName(d.enemies[0] ?? ''),
      trait: random.pick(ADJECTIVES[d.alignment]).toLowerCase(),
    });
    const seen = firstSeen.get(i);
    return {
      ...d,
      family,
      ...story,
      storyLine: seen
        ? `${story.storyLine} First seen in ${seen.comicTitle}, chapter ${seen.chapter}.`
        : story.storyLine,
    };
  });
}
