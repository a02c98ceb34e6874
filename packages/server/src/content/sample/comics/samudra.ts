import { chapter, type ComicScript } from './types.ts';

// Comics set in Samudra Deep: coral cities, trenches and a lighthouse that burns underwater.
export const SAMUDRA_COMICS: ComicScript[] = [
  {
    title: 'Tides of Ratnakar',
    universe: 'Samudra Deep',
    synopsis:
      'A runaway princess of the coral city returns home to face the poison rising from the trench, and the half-sister who sends it.',
    genres: ['Fantasy', 'Adventure'],
    rating: 'G',
    status: 'complete',
    team: ['Nandini Iyer', 'Lalremruati Sailo', 'Pallavi Hegde', 'Joseph Kurian'],
    cast: ['Jalika', 'Captain Sagarika', 'Vishara'],
    prize: 'coral crown',
    schedule: { every: 6, lastWeeksAgo: 26 },
    chapters: [
      chapter(
        'Song of the Trench',
        [
          '> Forty fathoms down, the whales have stopped singing.',
          'Jalika: Something is wrong. They only go silent when they are afraid.',
        ],
        ['Vishara: Hello, little sister. Did you miss the dark?'],
        ['Jalika: Go back to the trench, Vishara. This sea is not yours.'],
      ),
      chapter(
        'The Drowned Lighthouse',
        [
          '> The Sunken Lighthouse. Its lamp still burns, underwater.',
          'Captain Sagarika: You are late, princess. And you have brought trouble.',
        ],
        [
          'Jalika: I need your fleet, Captain.',
          'Captain Sagarika: My fleet has been dead for three hundred years. They will still sail for you.',
        ],
        ['Vishara: Ghost ships. How sweet. Ghosts drown too, you know.'],
      ),
      chapter(
        'Venom Tide',
        [
          '> The water around Ratnakar turns green.',
          'Captain Sagarika: Poison in the currents. She means to choke the whole city.',
        ],
        ['Jalika: Then I will sing it clean, or not at all.'],
        ['Vishara: You always did love an audience. Sing, then. I will wait.'],
      ),
      chapter(
        'Whale Song',
        [
          '> Jalika sings, and the whales answer.',
          'Jalika: Not alone. Never alone. The whole sea sings with me.',
        ],
        ['Vishara: Stop it! Stop singing! I cannot hear myself think!'],
      ),
      chapter(
        'Two Crowns',
        [
          '> The coral crown has room for two.',
          'Jalika: Come home, Vishara. The city was wrong to send you away.',
        ],
        ['Vishara: The city was wrong. You are not. That is the worst part.'],
        ['Captain Sagarika: Dawn tide, princess. The ghosts want to go home too.'],
      ),
    ],
  },
  {
    title: 'The Sunken Lighthouse',
    universe: 'Samudra Deep',
    synopsis:
      'A ghost captain keeps the lamp of a drowned lighthouse burning, and the Tide King wants it out for good.',
    genres: ['Mystery', 'Fantasy', 'Drama'],
    rating: 'PG',
    status: 'complete',
    team: ['Tenzin Dorje', 'Gurpreet Dhillon', 'Sana Mirza', 'Aditya Bhonsle'],
    cast: ['Captain Sagarika', 'Tide-Runner Dhruv', 'Tide King Mahodadhi'],
    prize: 'drowned lamp',
    schedule: { every: 4, lastWeeksAgo: 8 },
    chapters: [
      chapter(
        'Keeper',
        [
          '> The Sunken Lighthouse. Three hundred years of night shifts.',
          'Captain Sagarika: Every ship that ever sank near here found its way home by this lamp.',
        ],
        [
          'Tide-Runner Dhruv: Even the ones that were already ghosts?',
          'Captain Sagarika: Especially those.',
        ],
      ),
      chapter(
        'The Lamp Flickers',
        [
          '> For the first time in three centuries, the lamp dims.',
          'Tide-Runner Dhruv: Captain, the oil is fine. Something is drinking the light.',
        ],
        ['Tide King Mahodadhi: The deep was dark before your lamp. It will be dark after.'],
      ),
      chapter(
        'Drowned Bells',
        [
          '> Bells ring from ships that are not there.',
          'Tide-Runner Dhruv: Twenty bells. Twenty ships. All of them turning away from the light.',
        ],
        ['Captain Sagarika: He is calling my crew. He wants them lost again.'],
      ),
      chapter(
        "The Tide King's Court",
        [
          '> Pearl Trench. A throne made of anchors.',
          'Tide King Mahodadhi: Kneel, ghost. Your lamp was always a borrowed thing.',
        ],
        ['Captain Sagarika: I have knelt to storms. I will not kneel to a puddle with a crown.'],
      ),
      chapter(
        "Dhruv's Run",
        [
          '> Someone has to carry fire through the deep.',
          'Tide-Runner Dhruv: The fastest swimmer on the Shelf. That is me. That has always been me.',
        ],
        ['Tide King Mahodadhi: Run, little flame. The trench is very long.'],
      ),
      chapter(
        'Lamplight',
        [
          '> The lamp burns again, brighter than ever.',
          'Captain Sagarika: Welcome home, all of you. Every last one.',
        ],
        [
          'Tide-Runner Dhruv: Same time tomorrow, Captain?',
          'Captain Sagarika: Every night, Dhruv. Every single night.',
        ],
      ),
    ],
  },
  {
    title: 'Pearl Divers',
    universe: 'Samudra Deep',
    synopsis:
      'Young pearl divers of the Lakshadweep Shelf find a pearl that whispers, and {hero} of the Sentinels has to decide who gets to keep it.',
    genres: ['Adventure', 'Young readers', 'Fantasy'],
    rating: 'G',
    status: 'ongoing',
    team: ['Nandini Iyer', 'Lalremruati Sailo', 'Pallavi Hegde', 'Joseph Kurian'],
    cast: [{ faction: 'Samudra Sentinels' }, { faction: 'Salt Road Traders' }, 'Vishara'],
    prize: 'whispering pearl',
    schedule: { every: 3, lastWeeksAgo: 2 },
    chapters: [
      chapter(
        'The Shelf',
        [
          '> Lakshadweep Shelf. Low tide. Everyone dives.',
          '{hero}: Three breaths, then down. Come back before you see stars.',
        ],
        ['{ally}: I always see stars. They are down there, in the shells.'],
      ),
      chapter(
        'A Pearl That Talks',
        [
          '> In the biggest shell on the Shelf, a pearl the size of a fist.',
          '{ally}: It said my name. Pearls do not know names.',
        ],
        ['Vishara: That one does. It is mine. Give it back.'],
      ),
      chapter(
        'Salt Road',
        [
          '> The traders of the Salt Road offer a fortune for it.',
          '{ally}: A boat. A house. A school for every kid on the Shelf.',
        ],
        ['{hero}: And the sea-witch who says it is hers?'],
      ),
      chapter(
        'What the Pearl Wants',
        ['> At night, the pearl sings to itself.', '{hero}: Maybe we ask it where it wants to go.'],
        [
          'Vishara: You would ask a pearl? Nobody ever asked me anything.',
          '{hero}: Then I am asking now.',
        ],
      ),
    ],
  },
];
