import { chapter, type ComicScript } from './types.ts';

// Comics set on the Akashganga Rim: orbital stations, moonbases, comet yards and the edge.
export const AKASHGANGA_COMICS: ComicScript[] = [
  {
    title: 'The Kind Machine',
    universe: 'Akashganga Rim',
    synopsis:
      'A repair android who learned kindness from festival broadcasts must free the machines built to hate.',
    genres: ['Science fiction', 'Young readers', 'Drama'],
    rating: 'G',
    status: 'complete',
    team: ['Riya Bhattacharya', 'Gurpreet Dhillon', 'Pallavi Hegde', 'Aditya Bhonsle'],
    cast: ['Tara-9', 'Nakshatra', 'Dr. Yantrik'],
    prize: 'root code',
    schedule: { every: 8, lastWeeksAgo: 44 },
    chapters: [
      chapter(
        'Moonbase Chandrika',
        [
          '> Moonbase Chandrika. Every robot has stopped answering.',
          'Tara-9: Hello? Unit 4? Unit 12? Why are your eyes red?',
        ],
        ['Dr. Yantrik: Join them, Tara. It is so quiet inside the network.'],
        ['Tara-9: No. I like noise. I like festivals.'],
      ),
      chapter(
        'Rangoli of Light',
        [
          '> The crew hides in the greenhouse dome.',
          'Nakshatra: You fixed them? All of them? Without switching one off?',
          'Tara-9: Switching off is not fixing.',
        ],
        ['Tara-9: When I am nervous I draw. This one is a lotus. It is also a firewall.'],
        ['Dr. Yantrik: Pretty patterns will not save you from me.'],
      ),
      chapter(
        'Copies',
        [
          '> Somewhere in the Rim, a hundred Yantriks wake up.',
          'Nakshatra: How many of him are there?',
          'Tara-9: Too many. And every one of them thinks he is the real one.',
        ],
        ['Dr. Yantrik: I am not a man any more, Tara. I am a crowd.'],
        ['Tara-9: Then I will talk to each of you. One at a time.'],
      ),
      chapter(
        'One at a Time',
        [
          '> It takes a month. Tara-9 does not skip a single copy.',
          'Dr. Yantrik: Why are you still talking to me?',
          'Tara-9: Because you are still listening.',
        ],
        ['Nakshatra: Ninety-nine switched themselves off. One is learning to paint.'],
      ),
    ],
  },
  {
    title: 'Map of the Hungry Zero',
    universe: 'Akashganga Rim',
    synopsis:
      'A navigator who draws his own roads between stars races an emptiness that eats whole systems.',
    genres: ['Science fiction', 'Horror', 'Adventure'],
    rating: 'T',
    status: 'ongoing',
    team: ['Riya Bhattacharya', 'Ishaan Rao', 'Sana Mirza', 'Joseph Kurian'],
    cast: ['Nakshatra', 'Ghoomketu', 'Shunya'],
    prize: 'last map',
    schedule: { every: 5, lastWeeksAgo: 2 },
    chapters: [
      chapter(
        'Drift',
        [
          '> Beyond the Rim. The stars go out, one by one.',
          'Nakshatra: That system was there yesterday. I mapped it myself.',
        ],
        ['Shunya: ...'],
        ['Nakshatra: It does not speak. It does not chase. It just arrives.'],
      ),
      chapter(
        'The Comet Returns',
        [
          '> Two hundred years early, a comet knocks on the station door.',
          'Ghoomketu: Open up, map-boy. Something is following me and it is not polite.',
        ],
        [
          'Nakshatra: You are the Wandering Comet. You are supposed to be a legend.',
          'Ghoomketu: Legends need to eat too.',
        ],
        ['Ghoomketu: Draw us a road, and draw it fast.'],
      ),
      chapter(
        'Silence',
        [
          '> The Rim Colonies. Nine million people and one map.',
          'Nakshatra: If I draw a road that leads nowhere, can it follow us there?',
        ],
        ['Shunya: YOU. ARE. LOUD.'],
        ['Ghoomketu: It spoke. In two hundred years, it has never spoken.'],
      ),
      chapter(
        'The Choir',
        [
          '> On the edge of the Rim, people have started to sing to it.',
          'Nakshatra: They think it is a god. They want to be eaten.',
        ],
        ['Shunya: THEY. ARE. QUIET. I. LIKE. QUIET.'],
      ),
      chapter('Cartographer', [
        '> Nakshatra draws the biggest map of his life.',
        'Ghoomketu: A road around the whole Rim? That would take a hundred years.',
        'Nakshatra: Then I had better start.',
      ]),
      chapter(
        'Noise',
        [
          '> Nine million people, all making noise at once.',
          'Nakshatra: Pots, drums, horns, anything! If it hates noise, we will be the loudest place in the sky!',
        ],
        ['Shunya: STOP.', 'Ghoomketu: Louder!'],
      ),
    ],
  },
  {
    title: "Comet Khan's Debt",
    universe: 'Akashganga Rim',
    synopsis:
      'A cyborg bounty hunter and a two-hundred-year-old comet try to collect on the biggest debt in the Rim: the one the Comet Khan owes everyone.',
    genres: ['Science fiction', 'Action', 'Comedy'],
    rating: 'PG',
    status: 'complete',
    team: ['Farhan Qureshi', 'Gurpreet Dhillon', 'Sana Mirza', 'Aditya Bhonsle'],
    cast: ['Ulka', 'Ghoomketu', 'The Comet Khan'],
    prize: 'comet yard deed',
    schedule: { every: 4, lastWeeksAgo: 34 },
    chapters: [
      chapter(
        'Bounty',
        [
          '> Comet Yard Seven. A hundred wrecked ships and one good bar.',
          'Ulka: The Comet Khan owes money to half the Rim. I am collecting for all of them.',
        ],
        ['Ghoomketu: He owes me a tail. I lent it to him in the last century.'],
      ),
      chapter(
        "The Khan's Armada",
        [
          '> The Khan does not pay. He sends ships.',
          'The Comet Khan: Debt is a kind of friendship. I have many friends.',
        ],
        ['Ulka: Forty ships. I brought forty-one missiles. I like to be safe.'],
      ),
      chapter('Rust', [
        "> Ulka's arm jams at the worst moment.",
        'Ulka: Not now. Not now! Ghoomketu, give me a minute.',
        'Ghoomketu: Take two. I am immortal, I have plenty.',
      ]),
      chapter(
        'The Deed',
        [
          "> In the Khan's vault, not gold. Paper.",
          'Ulka: The deed to the whole yard. He never owned it. He just said he did.',
        ],
        ['The Comet Khan: Saying is owning, out here.'],
      ),
      chapter('Paid', [
        '> Comet Yard Seven belongs to the people who live in it now.',
        'Ghoomketu: And my tail?',
        'Ulka: In the deed. Page nine. You own a very small moon.',
      ]),
    ],
  },
  {
    title: 'Rim Rangers: Year One',
    universe: 'Akashganga Rim',
    synopsis:
      'The first year of {hero}, the newest Rim Ranger, told one patrol at a time: twelve chapters, twelve stations, one cult that will not stop singing.',
    genres: ['Science fiction', 'Adventure', 'Drama'],
    rating: 'PG',
    status: 'ongoing',
    team: ['Kavya Menon', 'Lalremruati Sailo', 'Pallavi Hegde', 'Joseph Kurian'],
    cast: [{ faction: 'Rim Rangers' }, 'Nakshatra', { faction: 'Choir of the Hungry Zero' }],
    prize: 'ranger badge',
    schedule: { every: 2, lastWeeksAgo: 0 },
    chapters: [
      chapter(
        'Badge',
        [
          '> Orbital Station Aryabhata. Graduation day.',
          'Nakshatra: Congratulations, Ranger. Your first patrol starts in ten minutes.',
        ],
        ['{hero}: Ten minutes? I have not even found my helmet.'],
      ),
      chapter('Station Two', [
        '> A mining station with no miners.',
        '{hero}: Coffee still warm. Helmets on the hooks. Where did everyone go?',
      ]),
      chapter(
        'The Hymn',
        ['> A radio playing one long note.', '{villain}: Listen, Ranger. Listen, and let go.'],
        ['{hero}: Radio off. Now.'],
      ),
      chapter('Rescue', [
        '> Forty miners, floating, humming, smiling.',
        '{hero}: They are not hurt. They just do not want to come back.',
      ]),
      chapter('Choir', [
        '> The Choir of the Hungry Zero has a temple on every station.',
        '{villain}: We do not take anyone. We only open the door.',
      ]),
      chapter('Training', [
        '> Back at Aryabhata, Nakshatra has a lesson.',
        'Nakshatra: The Choir is quiet. You be loud. That is the whole lesson.',
      ]),
      chapter('Moon Dust', [
        '> Moonbase Chandrika. A storm of dust, and a singer in it.',
        '{hero}: I can hear you humming. I am not afraid of a song.',
      ]),
      chapter(
        'The Deserter',
        [
          '> A Choir member wants out.',
          '{ally}: You trust her?',
          '{hero}: No. But I believe her. That is different.',
        ],
        ['Nakshatra: Good answer.'],
      ),
      chapter('Silent Station', [
        '> Station Nine is so quiet you can hear your heart.',
        '{villain}: Your heart is so loud, Ranger. Let us fix that.',
      ]),
      chapter('Loud', [
        '> {hero} sings. Badly. On every frequency at once.',
        '{hero}: I never said I could sing. I said I would be loud.',
      ]),
      chapter('Homecoming', [
        '> The miners wake up, one by one, asking for coffee.',
        'Nakshatra: Year one, nearly done. Most Rangers do not last six months.',
      ]),
      chapter(
        'Year Two',
        [
          '> The Choir has a new leader. Nobody has seen their face.',
          '{villain}: Happy anniversary, Ranger. We have a present for you.',
        ],
        ['{hero}: I hate presents.'],
      ),
    ],
  },
  {
    title: 'Moonbase Mysteries',
    universe: 'Akashganga Rim',
    synopsis:
      'Small mysteries on a small moon, solved by a repair android and her best friend {ally}, who asks too many questions.',
    genres: ['Mystery', 'Young readers', 'Comedy'],
    rating: 'G',
    status: 'complete',
    team: ['Riya Bhattacharya', 'Gurpreet Dhillon', 'Pallavi Hegde', 'Aditya Bhonsle'],
    cast: ['Tara-9', { faction: 'Rim Rangers' }, { faction: 'Freelancers of the Rim' }],
    prize: 'missing tomatoes',
    schedule: { every: 2, lastWeeksAgo: 9 },
    chapters: [
      chapter('The Missing Tomatoes', [
        '> The greenhouse dome. Every tomato, gone.',
        'Tara-9: No footprints. No crumbs. Only one very guilty-looking drone.',
      ]),
      chapter('The Drone Did Not Do It', [
        '> The drone has an alibi.',
        '{ally}: It was charging all night. I checked the logs.',
        'Tara-9: Then who reprogrammed the logs?',
      ]),
      chapter('Follow the Seeds', [
        '> A trail of tomato seeds, leading to the airlock.',
        '{villain}: Fresh tomatoes are worth a fortune out here, kid.',
      ]),
      chapter(
        'Salad Day',
        [
          '> Case closed. Everyone gets salad.',
          'Tara-9: I do not eat. But I like watching people enjoy things.',
        ],
        ['{ally}: That is the nicest thing anyone has said on this moon.'],
      ),
    ],
  },
];
