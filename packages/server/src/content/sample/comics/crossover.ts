import { chapter, type ComicScript } from './types.ts';

// The event book: heroes from every universe against a court that spans them all.
export const CROSSOVER_COMICS: ComicScript[] = [
  {
    title: 'Rakshaks Unite',
    universe: 'Trikaal',
    synopsis:
      'When the Ashen Court and the Tide King join forces, Agnira calls in every friend she has across the universes for one impossible week.',
    genres: ['Action', 'Adventure', 'Mythology'],
    rating: 'PG',
    status: 'complete',
    team: ['Ishaan Rao', 'Meher Kapoor', 'Sana Mirza', 'Joseph Kurian'],
    cast: ['Agnira', 'Jalika', 'Tide King Mahodadhi'],
    guests: {
      names: ['Vayuveer', 'Vanya', 'Bijli Bai', 'Nakshatra', 'Sher Singh', 'Captain Sagarika'],
      from: 2,
    },
    prize: 'gate of ages',
    schedule: { every: 1, lastWeeksAgo: 24 },
    chapters: [
      chapter(
        'The Call',
        [
          '> Hampi Stone Gardens. Agnira lights a signal fire for the first time.',
          'Agnira: If this works, every Rakshak in every universe sees it.',
        ],
        ['Jalika: It worked. Also, you set my hair on fire.'],
      ),
      chapter(
        'Two Kings',
        [
          '> Pearl Trench. An alliance in the dark.',
          'Tide King Mahodadhi: The sea and the night, together. Who could stand against that?',
        ],
        ['> Far above, a signal fire burns.'],
      ),
      chapter('Roll Call', [
        '> They come from the forest, the city, the sea and the stars.',
        'Agnira: Vanya, Bijli Bai, Nakshatra, Sher Singh. I did not think you would all come.',
        'Jalika: You asked. That is all it ever takes.',
      ]),
      chapter(
        'Flood in the Desert',
        [
          '> The Thar, under water for the first time in ten thousand years.',
          'Tide King Mahodadhi: Every dune a wave. Every wave mine.',
        ],
        ['Jalika: Not yours. The sea does not belong to anyone. Not even you.'],
      ),
      chapter(
        'Steam',
        [
          '> Fire meets flood.',
          'Agnira: Jalika, I have an idea, and you are going to hate it.',
          'Jalika: Do it anyway.',
        ],
        ['> The whole desert disappears in a cloud of steam.'],
      ),
      chapter(
        'Lost in the Cloud',
        [
          '> Inside the steam, nobody can see anybody.',
          'Tide King Mahodadhi: Where are you, little flame? I can hear your heart.',
        ],
        ['Agnira: Good. Keep listening.'],
      ),
      chapter(
        'Gate of Ages',
        [
          '> At the centre of the cloud, the gate the kings wanted all along.',
          'Tide King Mahodadhi: Open it, and every age drowns. Close it, and your star goes out.',
        ],
        ['Agnira: Jalika, hold my hand.', 'Jalika: Always.'],
      ),
      chapter('Dry Land', [
        '> Morning. The desert is sand again. Mostly.',
        'Jalika: Same time next year?',
        'Agnira: Next year, we meet in the sea. I want to see you try to light a fire down there.',
      ]),
    ],
  },
];
