import { chapter, type ComicScript } from './types.ts';

// Comics set in Neon Mayapuri: chawls, docks, markets and the towers that own the power lines.
export const MAYAPURI_COMICS: ComicScript[] = [
  {
    title: 'Night Watch: Mayapuri',
    universe: 'Neon Mayapuri',
    synopsis:
      'When the Grid Baron switches off the chawls, a retired electrician switches them back on.',
    genres: ['Action', 'Comedy', 'Drama'],
    rating: 'PG',
    status: 'ongoing',
    early: true,
    team: ['Farhan Qureshi', 'Meher Kapoor', 'Pallavi Hegde', 'Aditya Bhonsle'],
    cast: ['Bijli Bai', 'Chotu Circuit', 'The Grid Baron'],
    prize: 'master switch',
    schedule: { every: 3, lastWeeksAgo: 0 },
    chapters: [
      chapter(
        'Lights Out',
        [
          '> Lower Chawl District. Nine p.m. Every light goes dark at once.',
          'Chotu Circuit: Nani! The whole street is dark. Even the temple bells stopped.',
        ],
        ['The Grid Baron: Darkness is a service, Mrs Salunkhe. You simply have not paid for it.'],
        ['Bijli Bai: I have paid for this street for twenty years. With interest.'],
      ),
      chapter(
        'Jugaad',
        [
          '> Bhendi Market Underpass. A workshop made of boxes.',
          'Chotu Circuit: Tape, two phones, a cooler fan and a lot of hope. Behold: Jugaad-1!',
        ],
        ['Bijli Bai: If that thing explodes, I am telling your grandmother.'],
        [
          'Chotu Circuit: It only explodes if you press the red button.',
          'Bijli Bai: Why does it have a red button?',
        ],
      ),
      chapter(
        'Meter Readers',
        [
          '> The Baron sends collectors. Tall ones, with very loud boots.',
          'The Grid Baron: Every bulb in the chawl owes me money. Collect.',
        ],
        [
          'Bijli Bai: Chotu, how many volts does your drone carry?',
          'Chotu Circuit: Legally? Or actually?',
        ],
      ),
      chapter(
        'The Chawl Votes',
        [
          '> A meeting in the courtyard. Four hundred neighbours and one tube light.',
          'Bijli Bai: We can pay him, or we can stop needing him. Raise your hands.',
        ],
        ['Chotu Circuit: That is everyone. Even Mrs Gokhale, and she hates everything.'],
      ),
      chapter(
        'Rooftop Sun',
        [
          "> Solar panels on every roof, wired with Chotu's jugaad.",
          'Chotu Circuit: Street lights on. Fans on. Nobody pays the Baron. Nani, we did it!',
        ],
        ['The Grid Baron: Sunlight. How quaint. I own the clouds too, you know.'],
      ),
      chapter(
        'Tower of the Baron',
        [
          '> Sky Tower 9. The drain engine hums above the city.',
          'The Grid Baron: Tonight, Mayapuri pays its bill in full.',
        ],
        ['Bijli Bai: Chotu, stay with the drone. That is an order.', 'Chotu Circuit: Define stay.'],
        ['Bijli Bai: Every wire in this tower listens to me now, Baron.'],
      ),
    ],
  },
  {
    title: 'Shadow for Hire',
    universe: 'Neon Mayapuri',
    synopsis:
      'A shadow thief takes two contracts for the same job and has one night to decide whom to betray.',
    genres: ['Crime', 'Drama'],
    rating: 'T',
    status: 'complete',
    team: ['Meher Kapoor', 'Lalremruati Sailo', 'Sana Mirza', 'Joseph Kurian'],
    cast: ['Chhaya', 'Rangeela', 'Dr. Yantrik'],
    prize: 'stolen shadow',
    schedule: { every: 5, lastWeeksAgo: 52 },
    chapters: [
      chapter(
        'Two Contracts',
        [
          '> Sky Tower 9, the ninety-ninth floor. Nobody sees her come in.',
          'Chhaya: Two clients, one job, double the fee. What could go wrong?',
        ],
        ['Dr. Yantrik: I know you took the Night Watch contract too, Chhaya.'],
        ['Chhaya: Then you know I always finish the job. Just not whose.'],
      ),
      chapter(
        'A Thousand Faces',
        [
          '> Mayapuri Docks. Seven theatres, seven shows, one actor.',
          'Rangeela: Darling, I can be anyone. Who would you like to rob tonight?',
        ],
        [
          'Chhaya: I need you to be Yantrik for ten minutes.',
          'Rangeela: Ugh. He has no sense of style.',
        ],
        ['Dr. Yantrik: Interesting. There are two of me in this room.'],
      ),
      chapter(
        'Double Cross',
        [
          '> Midnight. Every light in the tower goes out.',
          'Chhaya: The dark is my office. Welcome to work.',
        ],
        ['Rangeela: Tell me you planned this part.', 'Chhaya: I planned most of this part.'],
        ['Dr. Yantrik: You cannot steal from a machine, thief. I remember everything.'],
      ),
      chapter(
        'Paid in Full',
        [
          '> Morning. Two clients, two envelopes, one empty vault.',
          'Rangeela: So who did we work for in the end?',
        ],
        ['Chhaya: The chawl. They paid in chai. Best fee I ever took.'],
      ),
    ],
  },
  {
    title: 'Chotu Circuit Saves the Day',
    universe: 'Neon Mayapuri',
    synopsis:
      "Short, funny adventures of Mayapuri's youngest inventor, his android friend and the gadgets that almost work.",
    genres: ['Comedy', 'Young readers', 'Science fiction'],
    rating: 'G',
    status: 'complete',
    team: ['Riya Bhattacharya', 'Gurpreet Dhillon', 'Pallavi Hegde', 'Aditya Bhonsle'],
    cast: ['Chotu Circuit', 'Tara-9', { faction: 'Yantra Syndicate' }],
    prize: 'science fair trophy',
    schedule: { every: 2, lastWeeksAgo: 20 },
    chapters: [
      chapter(
        'The Science Fair',
        [
          '> Municipal School No. 7. Science fair day.',
          'Chotu Circuit: My volcano does not erupt. It does something better. It sings.',
        ],
        ['Tara-9: It is singing the national anthem. Loudly. Everyone is standing up.'],
      ),
      chapter(
        'Umbrella 2.0',
        [
          '> Monsoon. Chotu has improved the umbrella.',
          'Chotu Circuit: It flies! It flies you home! Mostly in the right direction!',
        ],
        ['{villain}: A flying umbrella. The Syndicate would pay a lot for that, boy.'],
      ),
      chapter(
        'Not For Sale',
        [
          '> The Syndicate makes an offer.',
          '{villain}: Ten thousand rupees. For one small umbrella.',
          'Chotu Circuit: It is not for sale. It is for my nani.',
        ],
        ['Tara-9: I have calculated his next move. It is grabbing. Run.'],
      ),
      chapter(
        'Rain Check',
        [
          '> The chase ends where every Mayapuri chase ends: in a puddle.',
          '{villain}: Give me the umbrella!',
          'Chotu Circuit: Here. Press the red button.',
        ],
        ['Tara-9: Why does everything you make have a red button?'],
      ),
    ],
  },
  {
    title: 'Dockside Blues',
    universe: 'Neon Mayapuri',
    synopsis:
      'A shapeshifting actor owes money to the wrong people, and the only way out is to play the role of his life: a Syndicate boss.',
    genres: ['Crime', 'Drama', 'Comedy'],
    rating: 'T',
    status: 'complete',
    team: ['Farhan Qureshi', 'Lalremruati Sailo', 'Sana Mirza', 'Aditya Bhonsle'],
    cast: ['Rangeela', { faction: 'The Dockside Guild' }, { faction: 'Yantra Syndicate' }],
    prize: 'ledger of debts',
    schedule: { every: 4, lastWeeksAgo: 70 },
    chapters: [
      chapter(
        'Closing Night',
        [
          '> Mayapuri Docks. The last show of the season, and the bailiffs are in the front row.',
          'Rangeela: Smile, bow, run. In that order.',
        ],
        ['{villain}: You owe the Syndicate a great deal, actor.'],
      ),
      chapter('Understudy', [
        '> The Syndicate boss has not been seen in weeks.',
        '{ally}: Nobody knows his face. Nobody except the boss himself.',
        'Rangeela: Then nobody will know it is not him.',
      ]),
      chapter(
        'Method Acting',
        [
          '> A warehouse full of very nervous criminals.',
          'Rangeela: I want the ledger of debts. All of them. On my desk. Now.',
        ],
        ['{villain}: Funny. The boss never says please.', 'Rangeela: I did not say please.'],
      ),
      chapter(
        'The Real Boss',
        [
          '> The door opens. The boss has come back.',
          '{villain}: Two of me. How flattering. One of us will not leave this room.',
        ],
        ['{ally}: The ledger is in the harbour, Rangeela. Every debt in it is gone.'],
      ),
      chapter(
        'Encore',
        [
          '> The docks, a week later. A new show opens.',
          'Rangeela: A thriller about an actor who fools the mob. Nobody will believe it.',
        ],
        ['{ally}: Full house tonight. Half of them are cops, half of them are crooks.'],
      ),
    ],
  },
  {
    title: 'Monsoon Over Mayapuri',
    universe: 'Neon Mayapuri',
    synopsis:
      'The rains come early and never stop, and {hero} of the Night Watch discovers that the storm is a machine.',
    genres: ['Action', 'Science fiction', 'Mystery'],
    rating: 'PG',
    status: 'ongoing',
    team: ['Ishaan Rao', 'Meher Kapoor', 'Pallavi Hegde', 'Joseph Kurian'],
    cast: [{ faction: 'Mayapuri Night Watch' }, 'Bijli Bai', 'Dr. Yantrik'],
    prize: 'cloud engine',
    schedule: { every: 2, lastWeeksAgo: 1 },
    chapters: [
      chapter(
        'First Rain',
        [
          '> June 1st. The monsoon arrives a month early.',
          '{hero}: Rain on the first of June. My grandmother would call it a miracle.',
        ],
        ['Bijli Bai: Your grandmother never paid a flood insurance bill.'],
      ),
      chapter('Day Twenty', [
        '> Twenty days of rain. The trains have stopped. The ferries have not.',
        '{hero}: The clouds are not moving. Clouds always move.',
      ]),
      chapter(
        'Square Drops',
        [
          '> Under a microscope, the rain is square.',
          'Bijli Bai: Square rain. That is not weather. That is a factory.',
        ],
        ['{hero}: Who builds a factory for rain?'],
      ),
      chapter(
        'The Cloud Engine',
        [
          '> Above the clouds, something hums.',
          'Dr. Yantrik: Every city needs water. I simply decided how much, and when.',
        ],
        ['{hero}: And who pays for it?', 'Dr. Yantrik: Everyone. Forever.'],
      ),
      chapter(
        'Flood Line',
        [
          '> Lower Chawl District, waist-deep.',
          'Bijli Bai: Everyone to the rooftops! Chotu, the boats!',
        ],
        ['{hero}: I will go up. Somebody has to switch it off.'],
      ),
      chapter(
        'Up',
        [
          '> Sky Tower 9 is a ladder to the clouds.',
          '{hero}: Four hundred floors. No lift. This is fine.',
        ],
        ['Dr. Yantrik: You are wet, tired and alone. My engine is none of those things.'],
      ),
      chapter(
        'Inside the Storm',
        [
          '> Inside the cloud engine, it is perfectly dry.',
          '{hero}: Gears, pipes, and a single red switch. It is always a red switch.',
        ],
        ['Dr. Yantrik: Touch it, and the city never sees rain again. Is that what you want?'],
      ),
      chapter(
        'Clear Sky',
        [
          '> The engine slows. The clouds begin to move.',
          '{hero}: Not off. Just back to the sky. Rain when it wants to, like it used to.',
        ],
        ['Bijli Bai: Look at that. A rainbow over the chawl. Mrs Gokhale will complain about it.'],
      ),
    ],
  },
];
