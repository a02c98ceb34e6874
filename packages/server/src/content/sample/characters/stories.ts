import type { CharacterAlignment } from '@ic/domain';
import type { Random } from '@ic/art';

/** What a generated biography is written from. */
export interface StoryFacts {
  name: string;
  alignment: CharacterAlignment;
  role: string;
  place: string;
  universe: string;
  powers: [string, string, string];
  weapon: string;
  group: string;
  friend: string;
  enemy: string;
  trait: string;
}

type Template = (f: StoryFacts) => string;

const lower = (s: string) => s.toLowerCase();
/** 'a' or 'an' before a phrase. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const a = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
/** 'the Rim Rangers', and 'the Ashen Court' for 'The Ashen Court'. */
const the = (group: string) => `the ${group.replace(/^The /, '')}`;

const DESCRIPTIONS: Record<CharacterAlignment, Template[]> = {
  hero: [
    (f) => `${cap(a(f.role))} from ${f.place} who answers trouble with ${lower(f.powers[0])}.`,
    (f) =>
      `The ${f.trait} protector of ${f.place}, armed with ${lower(f.powers[0])} and ${a(lower(f.weapon))}.`,
    (f) => `${cap(a(f.role))} turned guardian, keeping ${f.universe} safe one street at a time.`,
    (f) => `${f.name} stands between ${f.place} and whatever comes for it.`,
  ],
  middle: [
    (f) =>
      `${cap(a(f.role))} from ${f.place} who sells ${lower(f.powers[0])} to the highest bidder.`,
    (f) =>
      `Neither hero nor villain: ${a(`${f.trait} ${f.role}`)} who follows only their own rules.`,
    (f) => `${cap(a(f.role))} of ${f.universe} whose loyalty lasts exactly as long as the job.`,
    (f) => `${f.name} drifts between sides, and both sides keep asking for help.`,
  ],
  villain: [
    (f) => `${cap(a(f.role))} from ${f.place} who wants all of ${f.universe} to kneel.`,
    (f) =>
      `${cap(a(`${f.trait} ${f.role}`))} who bends ${lower(f.powers[0])} to a single ambition.`,
    (f) => `Once ${a(f.role)}, now the terror of ${f.place}.`,
    (f) => `${f.name} schemes from the shadows of ${f.place}, waiting for the heroes to slip.`,
  ],
};

const ABOUTS: Template[] = [
  (f) =>
    `${f.name} worked as ${a(f.role)} in ${f.place} long before anyone knew their name. ` +
    `Friends describe them as ${f.trait}; rivals use other words. They never go anywhere without the ${lower(f.weapon)}.`,
  (f) =>
    `Growing up in ${f.place}, ${f.name} learned early that nobody was coming to help. ` +
    `Today they rely on ${lower(f.powers[0])}, ${lower(f.powers[1])} and ${a(f.trait)} streak that has saved them more than once.`,
  (f) =>
    `${f.name} is ${a(f.role)} by day and something else entirely by night. ` +
    `Among ${the(f.group)}, they are known for keeping their promises and their secrets.`,
  (f) =>
    `Few in ${f.universe} have met ${f.name} twice. Those who have remember ${a(f.trait)} voice, ` +
    `the flash of ${a(lower(f.weapon))} and the feeling that the fight had been decided before it began.`,
];

const ORIGINS: Record<CharacterAlignment, Template[]> = {
  hero: [
    (f) =>
      `During a storm that flattened half of ${f.place}, ${f.name} went back into the ruins for a stranger. ` +
      `Something in the wreckage woke, and ${lower(f.powers[0])} woke with it.`,
    (f) =>
      `${f.name} found a cracked relic while working as ${a(f.role)}. ` +
      `When ${f.enemy} came to take it, the relic chose a side, and its power has been theirs ever since.`,
    (f) =>
      `An accident at the old works of ${f.place} should have ended ${f.name}'s story. ` +
      `Instead it began it: they walked out of the fire with ${lower(f.powers[1])} and a new purpose.`,
  ],
  middle: [
    (f) =>
      `${f.name} took one job too many and ended up holding a power that belonged to someone else. ` +
      `They have been deciding what to do with it ever since.`,
    (f) =>
      `A deal struck in the back rooms of ${f.place} gave ${f.name} ${lower(f.powers[0])}. ` +
      `The price is still being paid, a little every year.`,
    (f) =>
      `${f.name} was born with ${lower(f.powers[0])} and spent a childhood hiding it. ` +
      `Now they rent it out, and trust nobody who asks why.`,
  ],
  villain: [
    (f) =>
      `Cast out of ${f.place} after a failed experiment, ${f.name} swore that the city would one day beg. ` +
      `Years of bitter work in exile turned that vow into ${lower(f.powers[0])}.`,
    (f) =>
      `${f.name} was ${a(f.role)} until ${f.friend} exposed their crimes. ` +
      `In prison they met a voice in the dark that offered power, and they said yes.`,
    (f) =>
      `The first time ${f.name} touched the cursed ${lower(f.weapon)}, it whispered a name. ` +
      `The second time, ${f.name} answered, and ${lower(f.powers[1])} was the gift.`,
  ],
};

const STORYLINES: Record<CharacterAlignment, Template[]> = {
  hero: [
    (f) =>
      `${f.name} joins ${the(f.group)} to stop ${f.enemy}, and learns that ${lower(f.powers[2])} costs more than it seems.`,
    (f) =>
      `When ${f.enemy} strikes ${f.place}, ${f.name} and ${f.friend} must work together despite an old quarrel.`,
    (f) =>
      `${f.name} trains a new generation of defenders for ${f.universe} while hunting the truth about their own power.`,
  ],
  middle: [
    (f) =>
      `Hired by ${f.enemy}, ${f.name} must decide whether to finish the job or warn ${f.friend}.`,
    (f) =>
      `${f.name} races ${f.friend} to a buried treasure in ${f.place}, and neither plays fair.`,
    (f) =>
      `${f.name} is caught between ${the(f.group)} and ${f.enemy}, and plays both sides for as long as they can.`,
  ],
  villain: [
    (f) => `${f.name} plots to seize ${f.place}, and only ${f.enemy} stands in the way.`,
    (f) => `${f.name} forges an alliance with ${the(f.group)} to bring ${f.universe} to its knees.`,
    (f) =>
      `${f.name} hunts the relic that could double their power, leaving ${f.enemy} one step behind.`,
  ],
};

export function writeStory(random: Random, facts: StoryFacts) {
  return {
    description: random.pick(DESCRIPTIONS[facts.alignment])(facts),
    about: random.pick(ABOUTS)(facts),
    origin: random.pick(ORIGINS[facts.alignment])(facts),
    storyLine: random.pick(STORYLINES[facts.alignment])(facts),
  };
}
