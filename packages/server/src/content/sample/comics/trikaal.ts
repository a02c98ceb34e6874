import { chapter, type ComicScript } from './types.ts';

// Comics set in Trikaal: deserts, floating ghats and stone gardens across three ages.
export const TRIKAAL_COMICS: ComicScript[] = [
  {
    title: 'Rise of the Eternal Storm',
    universe: 'Trikaal',
    synopsis:
      'A falling star chooses a desert mechanic, and the darkness that rules between the ages wants it back.',
    genres: ['Adventure', 'Mythology', 'Action'],
    rating: 'PG',
    status: 'ongoing',
    early: true,
    team: ['Kavya Menon', 'Ishaan Rao', 'Sana Mirza', 'Joseph Kurian'],
    cast: ['Agnira', 'Vayuveer', 'Andhkaar Raj'],
    prize: 'star shard',
    schedule: { every: 4, lastWeeksAgo: 0 },
    chapters: [
      chapter(
        'The Star That Fell',
        [
          '> The Thar, at the edge of the solar farms. The night the sky split open.',
          'Agnira: That is not a shooting star. Shooting stars do not turn around.',
        ],
        [
          'Andhkaar Raj: Give me the light, child. It was never meant for hands like yours.',
          'Agnira: Then it should not have landed in them!',
        ],
        [
          '> Three days later.',
          'Vayuveer: You are glowing. Literally glowing. Should I be worried?',
          'Agnira: Only if you are made of darkness.',
        ],
      ),
      chapter(
        'Winds of Kashi',
        [
          '> Kashi Skyport, where the ghats float above the river.',
          'Vayuveer: The wind has gone quiet. The wind is never quiet here.',
        ],
        ['Andhkaar Raj: Every shard you gather only makes you easier to find.'],
        [
          'Agnira: Then let him find us. I am tired of running.',
          'Vayuveer: Famous last words, Aarohi.',
        ],
      ),
      chapter(
        'Eclipse at Hampi',
        [
          '> Hampi Stone Gardens. Noon, and the sun is going out.',
          'Agnira: He is eating the sun. Everyone, get under the stone chariot!',
        ],
        ['Andhkaar Raj: Past, present and future. One night for all of them.'],
        [
          '> In the dark, one spark remains.',
          'Agnira: You forgot one thing. Fire makes its own daylight.',
        ],
      ),
      chapter(
        'The Ashen Court',
        [
          '> Somewhere between the ages, the Court gathers.',
          'Andhkaar Raj: Bring me the girl, and bring me the wind-rider alive.',
        ],
        [
          'Vayuveer: I count forty of them. How many do you count?',
          'Agnira: Enough to be interesting.',
        ],
        ['Agnira: Hold on to me, Pavan. We are going through, not around.'],
      ),
      chapter(
        'Forty Against Two',
        [
          '> The Court does not fight fair. It never has.',
          'Vayuveer: Left, right, left! They are coming from every age at once!',
        ],
        ['Andhkaar Raj: Your star is tired, little spark. I can hear it sputter.'],
        ['Agnira: Then I will lend it mine.', '> The shard in her hand begins to sing.'],
      ),
      chapter(
        'The Fourth Age',
        [
          '> Past, present, future. And now, something none of them expected.',
          'Agnira: Pavan, look. The sand is turning to glass.',
        ],
        [
          'Andhkaar Raj: There is no fourth age. I would have eaten it.',
          'Agnira: Maybe that is why it hid from you.',
        ],
        ['Vayuveer: Whatever happens next, I am writing it down. Nobody will believe this.'],
      ),
    ],
  },
  {
    title: "The Professor's Ledger",
    universe: 'Trikaal',
    synopsis:
      'A retired historian can read the past of anything he touches, and one page of his ledger reads the future.',
    genres: ['Mystery', 'Mythology'],
    rating: 'G',
    status: 'complete',
    team: ['Arjun Deshpande', 'Gurpreet Dhillon', 'Pallavi Hegde', 'Aditya Bhonsle'],
    cast: ['Professor Chitragupt Rao', 'Agnira', 'Dhoomra'],
    prize: 'missing page',
    schedule: { every: 6, lastWeeksAgo: 30 },
    chapters: [
      chapter(
        'The Bronze Ledger',
        [
          '> A dig site near Hampi. A cracked bronze book in the mud.',
          'Professor Chitragupt Rao: Careful. This ledger is older than the city it was buried in.',
        ],
        ['Professor Chitragupt Rao: Ouch! It bit me. Books do not bite. Why is it glowing?'],
        ['Professor Chitragupt Rao: I can see every hand that ever held it. Every single one.'],
      ),
      chapter(
        'Fog Market',
        [
          '> A shop that only opens in fog.',
          'Dhoomra: Chitragupt. Forty years, and you still walk like a tired camel.',
        ],
        [
          'Professor Chitragupt Rao: You sold a page of my ledger, old friend.',
          'Dhoomra: I sold a page of the future. The future was for sale.',
        ],
        ['Agnira: Professor, step back. This fog is alive.'],
      ),
      chapter(
        'The Page That Burns',
        [
          '> The missing page, at last. And it is on fire.',
          'Agnira: It is not burning. It is writing itself.',
        ],
        ['Dhoomra: Read it, then, historian. Read how your story ends.'],
        ['Professor Chitragupt Rao: No. Some pages are meant to be lived, not read.'],
      ),
      chapter(
        'Footnotes',
        [
          '> Dholavira Dig, one month later. The ledger is quiet.',
          'Agnira: You never told me what the page said.',
        ],
        ['Dhoomra: He never read it. I know him. He is too stubborn to cheat.'],
        [
          'Professor Chitragupt Rao: History is a good teacher, Aarohi. It never gives you the answers first.',
        ],
      ),
    ],
  },
  {
    title: 'Mirage Caravan',
    universe: 'Trikaal',
    synopsis:
      'A caravan performer who steals caravans plans one last job across the Thar, and the cursed man guarding the cargo has plans of his own.',
    genres: ['Crime', 'Adventure', 'Comedy'],
    rating: 'PG',
    status: 'complete',
    team: ['Meher Kapoor', 'Lalremruati Sailo', 'Sana Mirza', 'Joseph Kurian'],
    cast: ['Mohini Mirage', 'Kesari', 'Raktaksh'],
    prize: 'salt crown',
    schedule: { every: 5, lastWeeksAgo: 12 },
    chapters: [
      chapter(
        'One Last Job',
        [
          '> Jaisalmer Frontier. A caravan of forty camels and one very suspicious dancer.',
          'Mohini Mirage: Forty camels, one crown, no guards. Kesari, this is the easiest job we have ever had.',
        ],
        ['Kesari: Nothing with a crown in it is easy.'],
      ),
      chapter(
        'The Guard Who Does Not Sleep',
        [
          '> Midnight. The caravan has a guard after all.',
          'Raktaksh: The crown is promised to my master. Walk away, and keep walking.',
        ],
        ['Mohini Mirage: Promised? Darling, so was I, once. Look how that turned out.'],
        ['Kesari: Mohini. His eyes. They are not eyes.'],
      ),
      chapter(
        'Sand in the Mirror',
        [
          '> Mohini does what she does best: she lies with light.',
          'Mohini Mirage: Forty caravans, all of them real, all of them fake. Pick one, Raktaksh.',
        ],
        ['Raktaksh: I do not need to pick. I only need to wait for the sun.'],
      ),
      chapter(
        'The Salt Crown',
        [
          '> The crown is not gold. It is salt, and it remembers the sea.',
          'Kesari: It is crying. Why is a crown crying?',
        ],
        [
          'Raktaksh: Because it knows where it is going.',
          'Mohini Mirage: Not any more it does not.',
        ],
      ),
      chapter(
        'Curtain Call',
        [
          '> Dawn over the dunes. One caravan left standing.',
          'Kesari: You gave it back. You actually gave it back.',
        ],
        ['Mohini Mirage: Do not tell anyone. I have a reputation.'],
        [
          'Raktaksh: My master will hear of this, dancer.',
          'Mohini Mirage: Then tell him to buy a ticket.',
        ],
      ),
    ],
  },
  {
    title: 'Sandglass Riders',
    universe: 'Trikaal',
    synopsis:
      '{hero} rides the dunes with a patrol of young Rakshaks, and each chapter is a different day in a desert that keeps forgetting which century it is.',
    genres: ['Adventure', 'Young readers'],
    rating: 'G',
    status: 'ongoing',
    team: ['Nandini Iyer', 'Gurpreet Dhillon', 'Pallavi Hegde', 'Aditya Bhonsle'],
    cast: [
      { faction: 'Trikaal Rakshaks' },
      { faction: 'Sandglass Caravan' },
      { faction: 'The Ashen Court' },
    ],
    prize: 'sandglass',
    schedule: { every: 3, lastWeeksAgo: 1 },
    chapters: [
      chapter(
        'Patrol',
        [
          '> Jaisalmer Frontier. Morning. The dunes have moved again.',
          '{hero}: Map says there is a well here. Map is lying.',
        ],
        ['{ally}: Maps always lie in this desert. Trust the camels.'],
      ),
      chapter(
        'The Village from Yesterday',
        [
          '> Over the ridge, a village that fell down five hundred years ago. Standing.',
          '{hero}: Those people should not be here. Or we should not.',
        ],
        ['{villain}: Lost, little rider? Let me help you stay lost.'],
      ),
      chapter(
        'Trading Time',
        [
          '> The Sandglass Caravan sells anything. Even hours.',
          '{ally}: One hour of yesterday, in exchange for your water. Fair price.',
        ],
        ['{hero}: That is not fair. That is not even a price.'],
      ),
      chapter(
        'Storm Wall',
        [
          '> A wall of sand, a kilometre high, moving like it means it.',
          '{hero}: Everyone behind the dune! Camels first!',
        ],
        ['{villain}: The storm is mine. It has always been mine.'],
      ),
      chapter(
        'Glass Road',
        [
          '> Where the lightning struck, the sand became a road.',
          '{ally}: A road made of glass, through the middle of nowhere. I love this job.',
        ],
        ['{hero}: Roads go somewhere. Let us find out where.'],
      ),
      chapter(
        'The Ashen Outpost',
        [
          '> The road ends at a fort that was never built.',
          "{villain}: Welcome to the Court's front door. Wipe your feet.",
        ],
        ['{hero}: We are not here to visit. We are here to close it.'],
      ),
      chapter(
        'Sunset Count',
        [
          '> Evening. The patrol counts its riders, and its camels.',
          '{ally}: Seven riders, twelve camels, one very angry sandglass.',
        ],
        ['{hero}: Same time tomorrow?', '{ally}: Which tomorrow?'],
      ),
    ],
  },
  {
    title: 'Ghats of Kashi',
    universe: 'Trikaal',
    synopsis:
      'The floating ghats of Kashi Skyport start sinking one by one, and Vayuveer must find out who is cutting the wind that holds them up.',
    genres: ['Mystery', 'Drama'],
    rating: 'T',
    status: 'complete',
    team: ['Ishaan Rao', 'Lalremruati Sailo', 'Sana Mirza', 'Joseph Kurian'],
    cast: ['Vayuveer', { faction: 'Sandglass Caravan' }, { faction: 'The Ashen Court' }],
    prize: 'wind knot',
    schedule: { every: 4, lastWeeksAgo: 40 },
    chapters: [
      chapter(
        'The First Ghat Falls',
        [
          '> Kashi Skyport. Dawn prayers. Then a sound like a rope snapping.',
          'Vayuveer: The Manikarnika platform is dropping! Get the pilgrims off!',
        ],
        ['{ally}: The wind did not fail. Someone cut it. Look at the edges.'],
      ),
      chapter(
        'Knots',
        [
          '> The old wind-priests tied the ghats to the sky with knots of air.',
          'Vayuveer: And someone is untying them, one by one.',
        ],
        ['{villain}: Knots are promises, courier. I am a collector of broken promises.'],
      ),
      chapter(
        'Below the River',
        [
          '> Where the fallen ghats lie, the river runs backwards.',
          '{ally}: I have seen a lot of strange things. This is in the top three.',
        ],
        ['{villain}: Every fallen stone is a door. Every door is mine.'],
      ),
      chapter(
        'The Last Knot',
        [
          '> One ghat left in the sky, and one knot holding it.',
          'Vayuveer: I can tie it again. I just need the wind to trust me.',
        ],
        ['{villain}: The wind trusts no one.', 'Vayuveer: It trusted me once. That is enough.'],
      ),
    ],
  },
];
