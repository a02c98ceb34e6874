// Our comics: premises, ratings, chapters and the key beats the page generator draws around.
import type { Rating } from '@ic/domain';

/** One story moment: an optional narration caption and what the characters say. */
export interface Beat {
  caption?: string;
  lines: [speaker: string, text: string][];
}

export interface ChapterScript {
  title: string;
  /** YYYY-MM-DD; null while the chapter has no announced date. */
  releaseDate: string | null;
  beats: Beat[];
}

export interface ComicScript {
  title: string;
  authors: string[];
  releasedYear: number;
  universe: string;
  synopsis: string;
  /** G, PG or T (spec section 6): how much peril, menace and deceit the story holds. */
  rating: Rating;
  /** Still running: its newest chapter is early access (members now, everyone a week later). */
  ongoing?: true;
  /** [hero, ally, villain]: who appears on the pages. */
  cast: [string, string, string];
  /** What everyone is fighting over; the filler dialogue names it. */
  prize: string;
  chapters: ChapterScript[];
}

export const COMICS: ComicScript[] = [
  {
    title: 'Rise of the Eternal Storm',
    authors: ['Kavya Menon', 'Ishaan Rao'],
    releasedYear: 2025,
    universe: 'Trikaal',
    synopsis:
      'A falling star chooses a desert mechanic, and the darkness that rules between the ages wants it back.',
    rating: 'PG',
    ongoing: true,
    cast: ['Agnira', 'Vayuveer', 'Andhkaar Raj'],
    prize: 'star shard',
    chapters: [
      {
        title: 'The Star That Fell',
        releaseDate: '2025-01-14',
        beats: [
          {
            caption: 'The Thar, at the edge of the solar farms. The night the sky split open.',
            lines: [['Agnira', 'That is not a shooting star. Shooting stars do not turn around.']],
          },
          {
            lines: [
              [
                'Andhkaar Raj',
                'Give me the light, child. It was never meant for hands like yours.',
              ],
              ['Agnira', 'Then it should not have landed in them!'],
            ],
          },
          {
            caption: 'Three days later.',
            lines: [
              ['Vayuveer', 'You are glowing. Literally glowing. Should I be worried?'],
              ['Agnira', 'Only if you are made of darkness.'],
            ],
          },
        ],
      },
      {
        title: 'Winds of Kashi',
        releaseDate: '2025-03-02',
        beats: [
          {
            caption: 'Kashi Skyport, where the ghats float above the river.',
            lines: [['Vayuveer', 'The wind has gone quiet. The wind is never quiet here.']],
          },
          { lines: [['Andhkaar Raj', 'Every shard you gather only makes you easier to find.']] },
          {
            lines: [
              ['Agnira', 'Then let him find us. I am tired of running.'],
              ['Vayuveer', 'Famous last words, Aarohi.'],
            ],
          },
        ],
      },
      {
        title: 'Eclipse at Hampi',
        releaseDate: '2025-05-20',
        beats: [
          {
            caption: 'Hampi Stone Gardens. Noon, and the sun is going out.',
            lines: [['Agnira', 'He is eating the sun. Everyone, get under the stone chariot!']],
          },
          { lines: [['Andhkaar Raj', 'Past, present and future. One night for all of them.']] },
          {
            caption: 'In the dark, one spark remains.',
            lines: [['Agnira', 'You forgot one thing. Fire makes its own daylight.']],
          },
        ],
      },
      {
        title: 'The Ashen Court',
        releaseDate: null,
        beats: [
          {
            caption: 'Somewhere between the ages, the Court gathers.',
            lines: [['Andhkaar Raj', 'Bring me the girl, and bring me the wind-rider alive.']],
          },
          {
            lines: [
              ['Vayuveer', 'I count forty of them. How many do you count?'],
              ['Agnira', 'Enough to be interesting.'],
            ],
          },
          { lines: [['Agnira', 'Hold on to me, Pavan. We are going through, not around.']] },
        ],
      },
    ],
  },
  {
    title: 'Tides of Ratnakar',
    authors: ['Nandini Iyer'],
    releasedYear: 2024,
    universe: 'Samudra Deep',
    synopsis:
      'A runaway princess of the coral city returns home to face the poison rising from the trench.',
    rating: 'G',
    cast: ['Jalika', 'Captain Sagarika', 'Vishara'],
    prize: 'coral crown',
    chapters: [
      {
        title: 'Song of the Trench',
        releaseDate: '2024-02-11',
        beats: [
          {
            caption: 'Forty fathoms down, the whales have stopped singing.',
            lines: [['Jalika', 'Something is wrong. They only go silent when they are afraid.']],
          },
          { lines: [['Vishara', 'Hello, little sister. Did you miss the dark?']] },
          { lines: [['Jalika', 'Go back to the trench, Vishara. This sea is not yours.']] },
        ],
      },
      {
        title: 'The Drowned Lighthouse',
        releaseDate: '2024-04-30',
        beats: [
          {
            caption: 'The Sunken Lighthouse. Its lamp still burns, underwater.',
            lines: [['Captain Sagarika', 'You are late, princess. And you have brought trouble.']],
          },
          {
            lines: [
              ['Jalika', 'I need your fleet, Captain.'],
              [
                'Captain Sagarika',
                'My fleet has been dead for three hundred years. They will still sail for you.',
              ],
            ],
          },
          { lines: [['Vishara', 'Ghost ships. How sweet. Ghosts drown too, you know.']] },
        ],
      },
      {
        title: 'Venom Tide',
        releaseDate: '2024-08-09',
        beats: [
          {
            caption: 'The water around Ratnakar turns green.',
            lines: [
              ['Captain Sagarika', 'Poison in the currents. She means to choke the whole city.'],
            ],
          },
          { lines: [['Jalika', 'Then I will sing it clean, or not at all.']] },
          { lines: [['Vishara', 'You always did love an audience. Sing, then. I will wait.']] },
        ],
      },
    ],
  },
  {
    title: 'Night Watch: Mayapuri',
    authors: ['Farhan Qureshi', 'Meher Kapoor'],
    releasedYear: 2023,
    universe: 'Neon Mayapuri',
    synopsis:
      'When the Grid Baron switches off the chawls, a retired electrician switches them back on.',
    rating: 'PG',
    ongoing: true,
    cast: ['Bijli Bai', 'Chotu Circuit', 'The Grid Baron'],
    prize: 'master switch',
    chapters: [
      {
        title: 'Lights Out',
        releaseDate: '2023-06-01',
        beats: [
          {
            caption: 'Lower Chawl District. Nine p.m. Every light goes dark at once.',
            lines: [
              ['Chotu Circuit', 'Nani! The whole street is dark. Even the temple bells stopped.'],
            ],
          },
          {
            lines: [
              [
                'The Grid Baron',
                'Darkness is a service, Mrs Salunkhe. You simply have not paid for it.',
              ],
            ],
          },
          {
            lines: [['Bijli Bai', 'I have paid for this street for twenty years. With interest.']],
          },
        ],
      },
      {
        title: 'Jugaad',
        releaseDate: '2023-09-15',
        beats: [
          {
            caption: 'Bhendi Market Underpass. A workshop made of boxes.',
            lines: [
              [
                'Chotu Circuit',
                'Tape, two phones, a cooler fan and a lot of hope. Behold: Jugaad-1!',
              ],
            ],
          },
          { lines: [['Bijli Bai', 'If that thing explodes, I am telling your grandmother.']] },
          {
            lines: [
              ['Chotu Circuit', 'It only explodes if you press the red button.'],
              ['Bijli Bai', 'Why does it have a red button?'],
            ],
          },
        ],
      },
      {
        title: 'Tower of the Baron',
        releaseDate: null,
        beats: [
          {
            caption: 'Sky Tower 9. The drain engine hums above the city.',
            lines: [['The Grid Baron', 'Tonight, Mayapuri pays its bill in full.']],
          },
          {
            lines: [
              ['Bijli Bai', 'Chotu, stay with the drone. That is an order.'],
              ['Chotu Circuit', 'Define stay.'],
            ],
          },
          { lines: [['Bijli Bai', 'Every wire in this tower listens to me now, Baron.']] },
        ],
      },
    ],
  },
  {
    title: 'The Kind Machine',
    authors: ['Riya Bhattacharya'],
    releasedYear: 2024,
    universe: 'Akashganga Rim',
    synopsis:
      'A repair android who learned kindness from festival broadcasts must free the machines built to hate.',
    rating: 'G',
    cast: ['Tara-9', 'Nakshatra', 'Dr. Yantrik'],
    prize: 'root code',
    chapters: [
      {
        title: 'Moonbase Chandrika',
        releaseDate: '2024-01-26',
        beats: [
          {
            caption: 'Moonbase Chandrika. Every robot has stopped answering.',
            lines: [['Tara-9', 'Hello? Unit 4? Unit 12? Why are your eyes red?']],
          },
          { lines: [['Dr. Yantrik', 'Join them, Tara. It is so quiet inside the network.']] },
          { lines: [['Tara-9', 'No. I like noise. I like festivals.']] },
        ],
      },
      {
        title: 'Rangoli of Light',
        releaseDate: '2024-05-05',
        beats: [
          {
            caption: 'The crew hides in the greenhouse dome.',
            lines: [
              ['Nakshatra', 'You fixed them? All of them? Without switching one off?'],
              ['Tara-9', 'Switching off is not fixing.'],
            ],
          },
          {
            lines: [
              ['Tara-9', 'When I am nervous I draw. This one is a lotus. It is also a firewall.'],
            ],
          },
          { lines: [['Dr. Yantrik', 'Pretty patterns will not save you from me.']] },
        ],
      },
      {
        title: 'Copies',
        releaseDate: '2024-10-31',
        beats: [
          {
            caption: 'Somewhere in the Rim, a hundred Yantriks wake up.',
            lines: [
              ['Nakshatra', 'How many of him are there?'],
              ['Tara-9', 'Too many. And every one of them thinks he is the real one.'],
            ],
          },
          { lines: [['Dr. Yantrik', 'I am not a man any more, Tara. I am a crowd.']] },
          { lines: [['Tara-9', 'Then I will talk to each of you. One at a time.']] },
        ],
      },
    ],
  },
  {
    title: 'Keepers of the Sal',
    authors: ['Tenzin Dorje', 'Kavya Menon'],
    releasedYear: 2022,
    universe: 'Vindhya Wilds',
    synopsis:
      'A teenage ranger and a soldier who becomes a tiger defend the oldest forest in the Vindhyas.',
    rating: 'PG',
    cast: ['Vanya', 'Sher Singh', 'Kaalikhan'],
    prize: 'first seed',
    chapters: [
      {
        title: 'Smoke over Amarkot',
        releaseDate: '2022-03-21',
        beats: [
          {
            caption: 'Sal Forest of Amarkot. The birds leave before the smoke arrives.',
            lines: [['Vanya', 'Fire in the old grove. Someone set it on purpose.']],
          },
          { lines: [['Kaalikhan', 'Such a waste of good land, all these trees.']] },
          { lines: [['Vanya', 'Hold on, little one. I will not leave you here.']] },
        ],
      },
      {
        title: 'The White Tiger',
        releaseDate: '2022-07-07',
        beats: [
          {
            caption: 'Tiger Step Falls. A soldier comes home.',
            lines: [
              ['Sher Singh', 'You must be the ranger who argues with bulldozers.'],
              ['Vanya', 'And you must be the tiger who argues with nobody.'],
            ],
          },
          { lines: [['Sher Singh', 'Stand behind me, kid. This part gets loud.']] },
          { lines: [['Kaalikhan', 'A tiger and a girl. My machines have eaten bigger things.']] },
        ],
      },
      {
        title: 'Grey Stone',
        releaseDate: '2022-12-12',
        beats: [
          {
            caption: 'The blight spreads: green to grey, leaf by leaf.',
            lines: [['Vanya', 'The trees are not dying. They are turning to stone.']],
          },
          { lines: [['Sher Singh', 'Whatever is doing this is not human.']] },
          { lines: [['Kaalikhan', 'Stone is so much easier to quarry than wood.']] },
        ],
      },
    ],
  },
  {
    title: 'Map of the Hungry Zero',
    authors: ['Riya Bhattacharya', 'Ishaan Rao'],
    releasedYear: 2025,
    universe: 'Akashganga Rim',
    synopsis:
      'A navigator who draws his own roads between stars races an emptiness that eats whole systems.',
    rating: 'T',
    cast: ['Nakshatra', 'Ghoomketu', 'Shunya'],
    prize: 'last map',
    chapters: [
      {
        title: 'Drift',
        releaseDate: '2025-02-17',
        beats: [
          {
            caption: 'Beyond the Rim. The stars go out, one by one.',
            lines: [['Nakshatra', 'That system was there yesterday. I mapped it myself.']],
          },
          { lines: [['Shunya', '...']] },
          { lines: [['Nakshatra', 'It does not speak. It does not chase. It just arrives.']] },
        ],
      },
      {
        title: 'The Comet Returns',
        releaseDate: '2025-06-08',
        beats: [
          {
            caption: 'Two hundred years early, a comet knocks on the station door.',
            lines: [
              ['Ghoomketu', 'Open up, map-boy. Something is following me and it is not polite.'],
            ],
          },
          {
            lines: [
              ['Nakshatra', 'You are the Wandering Comet. You are supposed to be a legend.'],
              ['Ghoomketu', 'Legends need to eat too.'],
            ],
          },
          { lines: [['Ghoomketu', 'Draw us a road, and draw it fast.']] },
        ],
      },
      {
        title: 'Silence',
        releaseDate: '2025-09-19',
        beats: [
          {
            caption: 'The Rim Colonies. Nine million people and one map.',
            lines: [['Nakshatra', 'If I draw a road that leads nowhere, can it follow us there?']],
          },
          { lines: [['Shunya', 'YOU. ARE. LOUD.']] },
          { lines: [['Ghoomketu', 'It spoke. In two hundred years, it has never spoken.']] },
        ],
      },
    ],
  },
  {
    title: 'Shadow for Hire',
    authors: ['Meher Kapoor'],
    releasedYear: 2023,
    universe: 'Neon Mayapuri',
    synopsis:
      'A shadow thief takes two contracts for the same job and has one night to decide whom to betray.',
    rating: 'T',
    cast: ['Chhaya', 'Rangeela', 'Dr. Yantrik'],
    prize: 'stolen shadow',
    chapters: [
      {
        title: 'Two Contracts',
        releaseDate: '2023-02-14',
        beats: [
          {
            caption: 'Sky Tower 9, the ninety-ninth floor. Nobody sees her come in.',
            lines: [['Chhaya', 'Two clients, one job, double the fee. What could go wrong?']],
          },
          { lines: [['Dr. Yantrik', 'I know you took the Night Watch contract too, Chhaya.']] },
          { lines: [['Chhaya', 'Then you know I always finish the job. Just not whose.']] },
        ],
      },
      {
        title: 'A Thousand Faces',
        releaseDate: '2023-05-25',
        beats: [
          {
            caption: 'Mayapuri Docks. Seven theatres, seven shows, one actor.',
            lines: [['Rangeela', 'Darling, I can be anyone. Who would you like to rob tonight?']],
          },
          {
            lines: [
              ['Chhaya', 'I need you to be Yantrik for ten minutes.'],
              ['Rangeela', 'Ugh. He has no sense of style.'],
            ],
          },
          { lines: [['Dr. Yantrik', 'Interesting. There are two of me in this room.']] },
        ],
      },
      {
        title: 'Double Cross',
        releaseDate: '2023-11-03',
        beats: [
          {
            caption: 'Midnight. Every light in the tower goes out.',
            lines: [['Chhaya', 'The dark is my office. Welcome to work.']],
          },
          {
            lines: [
              ['Rangeela', 'Tell me you planned this part.'],
              ['Chhaya', 'I planned most of this part.'],
            ],
          },
          {
            lines: [
              ['Dr. Yantrik', 'You cannot steal from a machine, thief. I remember everything.'],
            ],
          },
        ],
      },
    ],
  },
  {
    title: "The Professor's Ledger",
    authors: ['Arjun Deshpande'],
    releasedYear: 2021,
    universe: 'Trikaal',
    synopsis:
      'A retired historian can read the past of anything he touches, and one page of his ledger reads the future.',
    rating: 'G',
    cast: ['Professor Chitragupt Rao', 'Agnira', 'Dhoomra'],
    prize: 'missing page',
    chapters: [
      {
        title: 'The Bronze Ledger',
        releaseDate: '2021-08-15',
        beats: [
          {
            caption: 'A dig site near Hampi. A cracked bronze book in the mud.',
            lines: [
              [
                'Professor Chitragupt Rao',
                'Careful. This ledger is older than the city it was buried in.',
              ],
            ],
          },
          {
            lines: [
              [
                'Professor Chitragupt Rao',
                'Ouch! It bit me. Books do not bite. Why is it glowing?',
              ],
            ],
          },
          {
            lines: [
              [
                'Professor Chitragupt Rao',
                'I can see... every hand that ever held it. Every single one.',
              ],
            ],
          },
        ],
      },
      {
        title: 'Fog Market',
        releaseDate: '2021-11-30',
        beats: [
          {
            caption: 'A shop that only opens in fog.',
            lines: [['Dhoomra', 'Chitragupt. Forty years, and you still walk like a tired camel.']],
          },
          {
            lines: [
              ['Professor Chitragupt Rao', 'You sold a page of my ledger, old friend.'],
              ['Dhoomra', 'I sold a page of the future. The future was for sale.'],
            ],
          },
          { lines: [['Agnira', 'Professor, step back. This fog is alive.']] },
        ],
      },
      {
        title: 'The Page That Burns',
        releaseDate: '2022-04-04',
        beats: [
          {
            caption: 'The missing page, at last. And it is on fire.',
            lines: [['Agnira', 'It is not burning. It is writing itself.']],
          },
          { lines: [['Dhoomra', 'Read it, then, historian. Read how your story ends.']] },
          {
            lines: [
              ['Professor Chitragupt Rao', 'No. Some pages are meant to be lived, not read.'],
            ],
          },
        ],
      },
    ],
  },
];
