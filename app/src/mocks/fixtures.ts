// Real-looking, original sample content for page stories, in the shapes the API serves.
// Small on purpose: enough to fill every section and to page, not a copy of the seed.
import { storyArt } from '@ic/art';
import type {
  Blog,
  Chapter,
  CharacterDetail,
  CharacterListItem,
  Comic,
  Contributor,
  HeroSlide,
  Job,
  Language,
  RawSupportStats,
  Team,
  TimelineStory,
  User,
} from '@ic/domain';

/** The item at `index`; fixtures are fixed, so a miss is a mistake in this file. */
function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error(`No fixture at ${index}`);
  return item;
}

/** A 24-hex id like the server's, from a prefix and a number. */
export function fixtureId(prefix: string, n: number): string {
  const hex = [...prefix].map((c) => c.charCodeAt(0).toString(16)).join('');
  return (hex + n.toString(16).padStart(6, '0')).padEnd(24, '0').slice(0, 24);
}

const FIRST = [
  'Agni',
  'Megh',
  'Tara',
  'Vayu',
  'Nila',
  'Vajra',
  'Chandra',
  'Bhairav',
  'Kiran',
  'Surya',
];
const LAST = ['Storm', 'Shade', 'Blaze', 'Warden', 'Spark', 'Fang', 'Echo', 'Comet', 'Rider'];

const ALIGNMENTS: CharacterListItem['alignment'][] = ['hero', 'middle', 'villain'];
/** Every side in each universe, three characters at a time. */
export const UNIVERSES = ['IC Prime', 'Neon Mayapuri'];
/** The powers the list's characters have, six characters each in turn (the hub filters on them). */
export const POWERS = ['Flame weaving', 'Tidal Wave', 'Wind Riding'];

export const characterList: CharacterListItem[] = Array.from({ length: 40 }, (_, index) => {
  const originalName = `${pick(FIRST, index)} ${pick(LAST, index)}${index >= 30 ? ` ${index - 29}` : ''}`;
  return {
    _id: fixtureId('chr', index + 1),
    originalName,
    mainImageUrl: storyArt(originalName),
    alignment: pick(ALIGNMENTS, index),
    universe: pick(UNIVERSES, Math.floor(index / 3)),
    faction: null,
  };
});

export const heroSlides: HeroSlide[] = [
  {
    key: 'heroes',
    label: 'Heroes',
    title: 'Guardians of the Monsoon',
    subtitle: 'Heroes',
    description: 'Meet the ones who run towards the storm.',
    image: storyArt('Heroes', 'banner'),
    button: 'Meet the heroes',
  },
  {
    key: 'middle',
    label: 'In between',
    title: 'Neither Light nor Dark',
    subtitle: 'Wanderers',
    description: 'Choices decide whose side they are on today.',
    image: storyArt('Middle', 'banner'),
    button: 'Meet the wanderers',
  },
  {
    key: 'villains',
    label: 'Villains',
    title: 'Shadows over the City',
    subtitle: 'Villains',
    description: 'Every legend needs someone to stand against.',
    image: storyArt('Villains', 'banner'),
    button: 'Meet the villains',
  },
];

/**
 * The slides' own words in Hindi: a slide's subtitle and line come with the slide (on the real
 * server, the featured face's name and description, stored content), while the app translates
 * the label, title and button by the slide's key. A story running in Hindi gets these, so its
 * screen shows what a Hindi reader would see with content written in Hindi.
 */
const HINDI_SLIDE_WORDS: Record<string, Pick<HeroSlide, 'subtitle' | 'description'>> = {
  heroes: { subtitle: 'हीरो', description: 'उनसे मिलिए जो तूफ़ान की ओर दौड़ पड़ते हैं।' },
  middle: {
    subtitle: 'बंजारे',
    description: 'आज वे किसकी तरफ़ हैं, यह उनके अपने फ़ैसले तय करते हैं।',
  },
  villains: {
    subtitle: 'खलनायक',
    description: 'हर महानायक को किसी ऐसे की ज़रूरत होती है जिसके सामने वह डट सके।',
  },
};

/** The hub's slides as the API answers a reader in `language`. */
export function heroSlidesIn(language: Language): HeroSlide[] {
  return language === 'hi'
    ? heroSlides.map((slide) => ({ ...slide, ...HINDI_SLIDE_WORDS[slide.key] }))
    : heroSlides;
}

export const comics: Comic[] = [
  'Rise of the Eternal Storm',
  'The Lantern Ghats',
  'Comet Over Kashi',
  'Monsoon Guard: Year One',
  'Shadows of the Sundarbans',
  'The Brass Elephant',
].map((title, index) => ({
  _id: fixtureId('com', index + 1),
  title,
  coverImg: storyArt(title, 'cover'),
  releasedYear: 2025 - index,
  authors: index === 2 ? [] : ['Ira Menon', 'Kabir Sethi'].slice(0, 1 + (index % 2)),
  createdAt: new Date(Date.UTC(2025, 8 - index, 1)).toISOString(),
  rating: 'G',
  // The last one has no chapter yet: upcoming everywhere it shows.
  chapterCount: index === 5 ? 0 : 3,
  membersChapterCount: 0,
  firstChapterOn: index === 5 ? null : `${2025 - index}-01-15`,
  synopsis: `${title}: a city, a storm and the friends who will not let it fall.`,
  genres: ['Action', 'Adventure'],
  status: index % 2 === 0 ? 'ongoing' : 'complete',
  creators: [{ name: 'Ira Menon', role: 'writer' }],
  characterIds: [pick(characterList, index)._id],
}));

const agni = pick(characterList, 0);

export const character: CharacterDetail = {
  _id: agni._id,
  originalName: agni.originalName,
  knownAs: 'The Ember of Varanasi',
  powers: ['Flame weaving', 'Heat sight', 'Ember flight'],
  weapon: ['Trishul of sparks'],
  height: '5 ft 9 in',
  age: 24,
  ageNote: null,
  species: 'Human (awakened)',
  weight: '64 kg',
  // A birthday without a year: no calendar date, so the words are the note.
  birthDate: null,
  birthDateNote: '14 January',
  eyes: 'Amber',
  gender: 'Female',
  hair: 'Black with a red streak',
  placeOfOrigin: 'Varanasi, Uttar Pradesh',
  universe: 'IC Prime',
  family: ['Devika Storm (mother)'],
  friends: ['Megh Shade', 'Tara Blaze'],
  enemies: ['Bhairav Comet'],
  groupAffiliations: ['The Monsoon Guard'],
  creator: ['IC Studio'],
  description: 'A ghat-side tea seller who learnt that the river lamps answer her call.',
  about:
    'Agni guards the old city by night and studies engineering by day. Her flames are bright enough to read by and gentle enough to warm a stray pup.',
  origin: {
    image: storyArt('Origin Agni', 'banner'),
    text: 'During a festival of lamps, a falling star split over the river and its ember chose her.',
  },
  storyLine: {
    image: storyArt('Story Agni', 'banner'),
    text: 'Now she hunts the Comet who stole the star’s other half, before he burns the monsoon away.',
  },
  mainImageUrl: agni.mainImageUrl,
  mainLandscapeImageUrl: storyArt('Agni Storm', 'banner'),
  power1ImageUrl: storyArt('Flame weaving'),
  power2ImageUrl: storyArt('Heat sight'),
  power3ImageUrl: storyArt('Ember flight'),
  alignment: 'hero',
  faction: 'Storm Court',
  firstAppearance: {
    comicId: pick(comics, 0)._id,
    comicTitle: pick(comics, 0).title,
    chapter: { _id: fixtureId('ch0', 1), number: 1, title: 'Chapter 1: The Spark' },
  },
  appearsIn: comics.slice(0, 2).map((comic, index) => ({
    comicId: comic._id,
    comicTitle: comic.title,
    chapters: [1, 2].map((number) => ({
      _id: fixtureId(`ch${index}`, number),
      number,
      title: `Chapter ${number}`,
    })),
  })),
  connections: (['mentor', 'ally', 'rival'] as const).map((kind, index) => {
    const other = pick(characterList, index + 2);
    return {
      kind,
      character: {
        _id: other._id,
        originalName: other.originalName,
        mainImageUrl: other.mainImageUrl,
      },
    };
  }),
};

/** A character the archive knows little about: the biography shows N/A for each gap. */
export const sparseCharacter: CharacterDetail = {
  ...character,
  _id: pick(characterList, 1)._id,
  originalName: pick(characterList, 1).originalName,
  knownAs: null,
  powers: [],
  weapon: [],
  height: '',
  age: null,
  species: null,
  family: [],
  friends: [],
  enemies: [],
  groupAffiliations: [],
  creator: [],
  description: null,
  about: null,
  firstAppearance: null,
  appearsIn: [],
  connections: [],
};

export function chaptersOf(comicId: string): Chapter[] {
  const comic = comics.find((c) => c._id === comicId) ?? pick(comics, 0);
  return ['The Spark', 'A City Holds Its Breath', 'When the River Answers, the Sky Listens'].map(
    (title, index) => ({
      _id: fixtureId(`ch${comics.indexOf(comic)}`, index + 1),
      comicId: comic._id,
      number: index + 1,
      title: `Chapter ${index + 1}: ${title}`,
      chapPdf: `/media/chapters/${fixtureId('pdf', index + 1)}.pdf`,
      chapImage: storyArt(`${comic.title} ${index}`, 'cover'),
      releaseDate: index === 2 ? null : `2025-0${index + 6}-1${index}`,
      pageCount: 4,
      access: 'free',
      publicAt: null,
      rating: 'G',
      readable: true,
      lock: null,
    }),
  );
}

const STORIES = [
  'Our artists spent the season sketching in the old markets, and the new issues show it.',
  'Readers voted, and the Monsoon Guard gets its own spin-off series next spring.',
  'A behind-the-scenes look at how a page goes from a pencil rough to final colours.',
];

const BLOG_ROWS: [string, string, Blog['category']][] = [
  ['Inking the Monsoon: a Studio Diary', 'Studio', 'general'],
  ['Foundation Opens Two Reading Rooms', 'Foundation', 'foundation'],
  ['Meet the Voice of Agni Storm', 'Animation', 'ic'],
  ['Five Panels That Changed Our Style', 'Craft', 'general'],
  ['Scholarships for Young Illustrators', 'Foundation', 'foundation'],
  ['The Brass Elephant Goes to Print', 'Comics', 'ic'],
  ['Fan Art Friday: Your Best Work', 'Community', 'general'],
  ['How We Design a Villain', 'Craft', 'ic'],
];

export const blogs: Blog[] = BLOG_ROWS.map(([title, subject, category], index) => ({
  _id: fixtureId('blg', index + 1),
  title,
  subject,
  authorName: pick(['Ira Menon', 'Kabir Sethi', 'Nandini Rao'], index),
  createdAt: new Date(Date.UTC(2025, 9, 20 - index * 2)).toISOString(),
  category,
  coverImageUrl: storyArt(title, 'banner'),
  news: STORIES.map((story, n) => ({
    story,
    imageUrl: storyArt(`${title} ${n}`, 'banner'),
    // The first story is written in sections, like the seeded articles.
    heading: index === 0 && n === 1 ? 'The readers chose' : null,
  })),
  // The first story discusses a comic and its hero.
  comicId: index === 0 ? pick(comics, 0)._id : null,
  characterId: index === 0 ? character._id : null,
}));

const JOB_ROWS: [string, string, string][] = [
  ['2D Animator', '2D Animators', 'Full-time'],
  ['Product Designer', 'UI/UX', 'Full-time'],
  ['Frontend Developer', 'Web Developer', 'Internship'],
  ['Marketing Associate', 'Marketing', 'Freelancer'],
  ['People Partner', 'Human Resource', 'Full-time'],
  ['Storyboard Intern', 'Graphic Designer', 'Internship'],
];

export const jobs: Job[] = JOB_ROWS.map(([jobtitle, department, jobtypes], index) => ({
  _id: fixtureId('job', index + 1),
  createdAt: new Date(Date.UTC(2025, 9, 1 + index)).toISOString(),
  jobtitle,
  description: `Join the ${department} team and help bring our heroes to life.`,
  department,
  jobtypes,
  position: 1 + (index % 3),
  tasks: ['Work with writers and artists on weekly releases', 'Share work in progress early'],
  skills: ['A portfolio you are proud of', 'Clear communication'],
}));

/** Raw, as the server answers: this month's gifts and the supporters of the contributors below. */
export const supportStats: RawSupportStats = { monthlyFunds: 4_500, supporterCount: 3 };

export const contributors: Contributor[] = [
  {
    displayName: 'Meera K.',
    amount: 1500,
    supportType: 'monthly',
    createdAt: '2025-10-18T10:00:00.000Z',
  },
  {
    displayName: 'Anonymous',
    amount: 500,
    supportType: 'one-time',
    createdAt: '2025-10-16T10:00:00.000Z',
  },
  {
    displayName: 'Rohan D.',
    amount: 2500,
    supportType: 'one-time',
    createdAt: '2025-10-12T10:00:00.000Z',
  },
];

const TIMELINE_ROWS: [string, string][] = [
  ['First issue printed', '2024-01-15'],
  ['Our first reading room', '2024-06-02'],
  ['1,000 supporters', '2024-11-20'],
  ['Animation studio opens', '2025-03-08'],
  ['Scholarships announced', '2025-08-15'],
];

export const timeline: TimelineStory[] = TIMELINE_ROWS.map(([title, eventDate], index) => ({
  _id: fixtureId('tml', index + 1),
  category: 'Support Us',
  title,
  eventDate,
  description: `${title}: a step we could take because readers like you stood with us. Thank you for every rupee and every share.`,
  imageUrl: storyArt(title, 'banner'),
  month: new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(eventDate),
  ),
  year: Number(eventDate.slice(0, 4)),
  eventNumber: index + 1,
}));

export const teams: Team[] = ['UI/UX', 'Development', 'Marketing', 'Content'].map((name, t) => ({
  _id: fixtureId('tea', t + 1),
  name,
  members: ['Asha', 'Dev', 'Farah', 'Ishaan'].map((first, m) => ({
    name: `${first} ${pick(LAST, t + m)}`,
    img: storyArt(`${name} ${first}`),
    year: String(2023 + ((t + m) % 3)),
  })),
}));

export const signedInUser: User = {
  name: 'Priya Sharma',
  username: 'priya_sharma',
  email: 'priya@example.com',
  newsLetter: false,
};
