import type { NewsPictureKind } from '@ic/art';
import type { BlogCategory } from '@ic/domain';

// Our news and blog posts: articles of several lengths in sections, each with a picture that
// fits it, and the comic or character it is about. Dates count back from the seeding day.

export interface Section {
  heading?: string;
  text: string;
  picture: NewsPictureKind;
}

export interface BlogPost {
  title: string;
  subject: string;
  authorName: string;
  category: BlogCategory;
  daysAgo: number;
  /** The comic (by title) or character (by name) the article discusses. */
  about?: { comic?: string; character?: string };
  cover: NewsPictureKind;
  sections: Section[];
}

export const BLOGS: BlogPost[] = [
  {
    title: 'Rise of the Eternal Storm Reaches the Fourth Age',
    subject: 'Chapter six is out for members today, and for everyone next week',
    authorName: 'Kavya Menon',
    category: 'ic',
    daysAgo: 0,
    about: { comic: 'Rise of the Eternal Storm' },
    cover: 'comic',
    sections: [
      {
        text: 'Five chapters in, Agnira and Vayuveer have crossed the Thar, the floating ghats of Kashi, the stone gardens of Hampi and the Ashen Court itself. Chapter six, The Fourth Age, takes them somewhere even Andhkaar Raj did not know existed.',
        picture: 'comic',
      },
      {
        heading: 'Three inks and a lot of glass',
        text: 'The colour team built the whole chapter from three inks: ash grey, ember orange and a blue so dark it is almost black. Then the sand turned to glass, and we had to add a fourth. You will know the page when you see it.',
        picture: 'studio',
      },
      {
        heading: 'When you can read it',
        text: 'Ultimate members can read chapter six in the app from today. Everyone else gets it free a week from now, like every chapter before it. Tell us which Rakshak you think will not make it to chapter seven.',
        picture: 'app',
      },
    ],
  },
  {
    title: 'Meet the Cast of Neon Mayapuri',
    subject: 'A retired electrician, a thirteen-year-old inventor and a very bad landlord',
    authorName: 'Farhan Qureshi',
    category: 'ic',
    daysAgo: 9,
    about: { comic: 'Night Watch: Mayapuri' },
    cover: 'comic',
    sections: [
      {
        text: 'Neon Mayapuri started as a sketch of a chawl with one flickering tube light. We kept asking who would climb up and fix it in a storm, and the answer was Bijli Bai: fifty-something, silver-haired and completely unafraid of electricity.',
        picture: 'character',
      },
      {
        heading: 'Every hero needs someone to worry about',
        text: 'Chotu Circuit arrived next. He builds drones out of market scrap and has never once read an instruction manual. Bijli Bai took him on as an apprentice mostly so that somebody would be around when the drones caught fire.',
        picture: 'character',
      },
      {
        heading: 'The easiest villain we ever wrote',
        text: 'The Grid Baron, who owns every power line in the city, was the easiest to write: we simply asked what would make Bijli Bai angriest. He is in chapter six this week, and he is not having a good night.',
        picture: 'comic',
      },
    ],
  },
  {
    title: 'Who Is Bijli Bai?',
    subject: 'A short history of the bravest electrician in the Lower Chawl District',
    authorName: 'Meher Kapoor',
    category: 'ic',
    daysAgo: 16,
    about: { character: 'Bijli Bai' },
    cover: 'character',
    sections: [
      {
        text: 'Before she was the Night Watch, Bijli Bai was Mrs Salunkhe, the woman every chawl in Mayapuri called when the fuse box started smoking. She did it for twenty years, for chai and the occasional box of sweets.',
        picture: 'character',
      },
      {
        heading: 'The night the lights went out',
        text: 'When the Grid Baron switched the chawls off, she did not call anyone. She climbed the pole outside her building in the rain, and the current that should have thrown her off the roof decided to stay.',
        picture: 'comic',
      },
    ],
  },
  {
    title: 'Twelve Chapters, Twelve Stations',
    subject: 'Why Rim Rangers: Year One is our longest series yet',
    authorName: 'Kavya Menon',
    category: 'ic',
    daysAgo: 2,
    about: { comic: 'Rim Rangers: Year One' },
    cover: 'comic',
    sections: [
      {
        text: "Most of our series run four to six chapters. Rim Rangers: Year One runs twelve, one for every station on the Rim and one for every month of a rookie ranger's first year.",
        picture: 'comic',
      },
      {
        heading: 'A cult that will not stop singing',
        text: 'The Choir of the Hungry Zero is the quietest threat we have ever written. They do not fight. They hum, and people stop wanting to come home. Drawing silence turned out to be the hardest thing our artists have done.',
        picture: 'comic',
      },
      {
        heading: 'Nakshatra as a teacher',
        text: 'Readers of Map of the Hungry Zero know Nakshatra as the navigator who draws his own roads. Here he is older, tireder and in charge of rookies. His one lesson: the Choir is quiet, so be loud.',
        picture: 'character',
      },
      {
        heading: 'Where to start',
        text: 'Chapter one is free for everyone. A new chapter lands every other week, and chapter twelve is out now for members.',
        picture: 'app',
      },
    ],
  },
  {
    title: 'How We Draw a Tiger',
    subject: 'Behind the pages of Keepers of the Sal',
    authorName: 'Tenzin Dorje',
    category: 'ic',
    daysAgo: 48,
    about: { character: 'Sher Singh' },
    cover: 'character',
    sections: [
      {
        text: 'Sher Singh changes from a soldier into a tiger in the middle of a fight, and that transformation took us eleven attempts to get right. The secret was not the stripes. It was the shoulders: a tiger moves from the shoulders, and so does a soldier carrying a pack.',
        picture: 'character',
      },
      {
        heading: 'Sketchbooks from a rescue centre',
        text: "We spent two weekends sketching at a wildlife rescue centre, from a respectful distance. Those sketchbooks became the reference for every animal in the Vindhya Wilds, from the tigers of Tiger Step Falls to the grumpy langurs who keep stealing Vanya's lunch.",
        picture: 'studio',
      },
      {
        heading: 'Look at page four',
        text: 'The result is in chapter two, The White Tiger. Look closely at the background of page four: every animal in it is one we actually met.',
        picture: 'comic',
      },
    ],
  },
  {
    title: 'The Hollow King Is Our First Horror Comic',
    subject: 'Rated T, and best read with the lights on',
    authorName: 'Arjun Deshpande',
    category: 'ic',
    daysAgo: 112,
    about: { comic: 'The Hollow King' },
    cover: 'comic',
    sections: [
      {
        text: 'The Hollow King is about loneliness wearing a crown. The oldest banyan in the Vindhyas has lost every bird and bee it ever held, and it has decided that what stays, it keeps.',
        picture: 'comic',
      },
      {
        heading: 'Why it is rated T',
        text: 'There is no gore in it. There are long, quiet pages where nothing moves, and then something does. We rate it T because those pages frightened our own letterer, and he has lettered everything.',
        picture: 'studio',
      },
      {
        heading: 'A stone giant who listens',
        text: 'Bhoomi Putra slept for a century and wakes up to find his oldest neighbour gone hollow. He does not win by fighting. He wins by sitting still, which is the thing he is best at.',
        picture: 'character',
      },
    ],
  },
  {
    title: 'Ultimate Members Get a New Chapter Every Week',
    subject: 'What changes in the app, and what stays free',
    authorName: 'Meher Kapoor',
    category: 'ic',
    daysAgo: 30,
    cover: 'app',
    sections: [
      {
        text: 'From this month, Ultimate members will find a new chapter in the app every Friday morning, across our ongoing series. We have built up a buffer of pages so the schedule holds even when our artists catch the flu.',
        picture: 'app',
      },
      {
        heading: 'Nothing gets locked away',
        text: 'Every first chapter stays free, and early chapters become free for everyone a week after members get them. Ultimate means you read first, without ads, with the wallpapers and sketch pages that come with it.',
        picture: 'print',
      },
    ],
  },
  {
    title: 'Tara-9 Answers Your Questions',
    subject: 'The kind machine takes over the letters page',
    authorName: 'Riya Bhattacharya',
    category: 'ic',
    daysAgo: 60,
    about: { character: 'Tara-9' },
    cover: 'character',
    sections: [
      {
        text: 'You sent more letters to Tara-9 than to any other character this year, so we let her answer them. In character. Our writer insists she did not help.',
        picture: 'character',
      },
      {
        heading: 'Do androids dream?',
        text: '"I do not sleep, so I do not dream. But when I am charging, I replay festival broadcasts at half speed. The fireworks look like flowers opening. I think that is close."',
        picture: 'character',
      },
      {
        heading: 'What is your favourite food?',
        text: '"I do not eat. But I like watching people eat samosas. Nobody eats a samosa sadly."',
        picture: 'event',
      },
      {
        heading: 'Will you ever switch Dr. Yantrik off?',
        text: '"No. Switching off is not fixing. One of him paints now. He is not good at it, but he is getting better, and so am I."',
        picture: 'comic',
      },
    ],
  },
  {
    title: 'Pearl Divers Is Our Youngest Series',
    subject: 'A comic for readers who are seven, and the grown-ups reading to them',
    authorName: 'Nandini Iyer',
    category: 'ic',
    daysAgo: 20,
    about: { comic: 'Pearl Divers' },
    cover: 'comic',
    sections: [
      {
        text: 'Pearl Divers is set on the Lakshadweep Shelf, where children dive for pearls at low tide and one pearl starts talking back. It is rated G, every chapter fits in one bedtime, and nobody gets hurt.',
        picture: 'comic',
      },
      {
        heading: 'Asking the pearl',
        text: 'The whole series turns on one question a child asked us at a school visit: if the pearl can talk, why does nobody ask it what it wants? So our heroes do.',
        picture: 'foundation',
      },
    ],
  },
  {
    title: 'Rakshaks Unite: How We Planned a Crossover',
    subject: 'Eight weeks, eight chapters, every universe at once',
    authorName: 'Ishaan Rao',
    category: 'ic',
    daysAgo: 170,
    about: { comic: 'Rakshaks Unite' },
    cover: 'comic',
    sections: [
      {
        text: 'Rakshaks Unite ran weekly for eight weeks and brought heroes from every universe to Trikaal. Planning it took longer than drawing it: a wall of index cards, four colours of string and one very patient editor.',
        picture: 'studio',
      },
      {
        heading: 'Fire and water',
        text: 'The idea started with a single panel: Agnira and Jalika holding hands while the desert fills with steam. Everything else was built to get to that page.',
        picture: 'comic',
      },
      {
        heading: 'Who came to the roll call',
        text: 'Vanya came from the forest, Bijli Bai from the chawls, Nakshatra from the stars, Sher Singh from the falls and Captain Sagarika from three hundred years ago. We wanted everyone. We had room for six.',
        picture: 'event',
      },
      {
        heading: 'Read it in one go',
        text: 'The whole series is out, and chapter one is free. It reads best in one sitting, with snacks.',
        picture: 'print',
      },
    ],
  },
  {
    title: 'Our Studio Moves to a Bigger Home',
    subject: 'More desks, more drawing tables, one very large coffee machine',
    authorName: 'Ishaan Rao',
    category: 'general',
    daysAgo: 75,
    cover: 'studio',
    sections: [
      {
        text: 'When we started, the whole company fit around one dining table. This month we moved into a studio with room for forty people, a recording booth for our animation voices and a wall where every new page gets pinned up for everyone to see.',
        picture: 'studio',
      },
      {
        heading: 'Three weekends and a lot of bubble wrap',
        text: 'The move took three weekends, two borrowed tempos and a lot of bubble wrap around original artwork. Nothing was lost except one chair, which we suspect Chotu Circuit took for parts.',
        picture: 'studio',
      },
      {
        heading: 'Come and visit',
        text: 'If you are in the city, our open studio day is the first Saturday of every month. Come and watch a page go from pencil to colour.',
        picture: 'event',
      },
    ],
  },
  {
    title: 'We Are Hiring Animators, Designers and Developers',
    subject: 'Join the team building the IC Universe',
    authorName: 'Nandini Iyer',
    category: 'general',
    daysAgo: 12,
    cover: 'studio',
    sections: [
      {
        text: 'Our animated series is moving into production, and we need 2D animators who love movement as much as we love our characters. We are also looking for UI/UX designers, web developers and management trainees.',
        picture: 'studio',
      },
      {
        heading: 'How we read applications',
        text: 'We hire for craft and curiosity rather than degrees. Send us your portfolio, a project you are proud of, or simply a sketch you made last week. Every application is read by a person.',
        picture: 'studio',
      },
    ],
  },
  {
    title: 'IC Fan Fest Diaries: Three Days, Two Thousand Sketches',
    subject: 'What we learned at our biggest convention booth yet',
    authorName: 'Riya Bhattacharya',
    category: 'general',
    daysAgo: 40,
    cover: 'event',
    sections: [
      {
        text: "Our booth was a table, two banners and six artists with very tired wrists. Over three days we drew more than two thousand quick sketches for readers, most of them of Tara-9, who turned out to be everyone's favourite.",
        picture: 'event',
      },
      {
        heading: 'The cosplay parade',
        text: 'Forty-two Agniras, eleven Grid Barons and one extremely committed Bhoomi Putra made entirely of cardboard boxes. He won the parade. He could not sit down for the rest of the day.',
        picture: 'event',
      },
      {
        heading: 'The best question of the weekend',
        text: 'It came from a seven-year-old who asked why villains always lose. We did not have a good answer, so we are writing a comic about it.',
        picture: 'studio',
      },
      {
        heading: 'Next year',
        text: 'Thank you to everyone who queued in the heat. We will bring more chairs, more water and at least one more artist.',
        picture: 'print',
      },
    ],
  },
  {
    title: 'The IC Universe App Is Out of Beta',
    subject: 'Read, watch and play in one place',
    authorName: 'Arjun Deshpande',
    category: 'general',
    daysAgo: 95,
    cover: 'app',
    sections: [
      {
        text: 'Our app brings comics, animated shorts and small games together. After six months in beta with a few hundred readers, it is now in the stores for everyone.',
        picture: 'app',
      },
      {
        heading: 'Forty-one bugs',
        text: 'Beta readers found forty-one bugs, including one where every character briefly turned purple. We fixed that one, though Tara-9 fans asked us to keep it as a setting.',
        picture: 'app',
      },
    ],
  },
  {
    title: 'From Pencil to Page: How a Chapter Is Made',
    subject: 'Nine steps, six people and a lot of erasers',
    authorName: 'Gurpreet Dhillon',
    category: 'general',
    daysAgo: 130,
    about: { comic: 'Monsoon Over Mayapuri' },
    cover: 'studio',
    sections: [
      {
        heading: 'The script',
        text: 'Every chapter starts as a page of words: who is where, what they say, and the one image the chapter is built around. For Monsoon Over Mayapuri, that image was square rain under a microscope.',
        picture: 'studio',
      },
      {
        heading: 'Thumbnails',
        text: 'The artist draws the whole chapter at the size of a stamp. This is where most of the storytelling happens: which moment gets a big panel, which gets a small one, where the page turns.',
        picture: 'studio',
      },
      {
        heading: 'Pencils and inks',
        text: 'Then the pages are drawn at full size, in pencil, and inked over. Our inkers use brush pens for figures and technical pens for machines, which is why the cloud engine looks so cold.',
        picture: 'studio',
      },
      {
        heading: 'Colour',
        text: 'Colour sets the mood. Mayapuri is pink and cyan at night and grey in the rain; the moment the rainbow comes out in the last chapter, we let every colour back in at once.',
        picture: 'comic',
      },
      {
        heading: 'Letters',
        text: "Balloons and captions go on last. Our rule is that every word must be readable on a phone held at arm's length, which means fewer words and bigger letters than most comics.",
        picture: 'app',
      },
      {
        heading: 'Print and app',
        text: 'Finally the chapter is checked by someone who has not seen it before. If they laugh in the right places and gasp in the right places, it goes out.',
        picture: 'print',
      },
    ],
  },
  {
    title: 'Free Comic Libraries for Village Schools',
    subject: 'The Foundation opens its first twenty reading corners',
    authorName: 'Sunita Rawat',
    category: 'foundation',
    daysAgo: 85,
    cover: 'foundation',
    sections: [
      {
        text: 'This year the Foundation set up reading corners in twenty government schools across three states. Each corner has a shelf of comics in Hindi, Marathi and English, beanbags made by a local tailoring cooperative and a monthly visit from one of our artists.',
        picture: 'foundation',
      },
      {
        heading: 'What the teachers say',
        text: 'Teachers tell us attendance on library day has doubled. One headmistress wrote that a boy who never spoke in class now narrates entire chapters to his friends, doing all the voices.',
        picture: 'foundation',
      },
      {
        heading: 'How you helped',
        text: 'Every Ultimate membership funds part of a shelf. Thank you for reading with us.',
        picture: 'print',
      },
    ],
  },
  {
    title: 'Drawing Workshops With Young Artists',
    subject: 'Weekend sessions for children in community centres',
    authorName: 'Kabir Sheikh',
    category: 'foundation',
    daysAgo: 105,
    cover: 'foundation',
    sections: [
      {
        text: 'Our artists now spend one Sunday a month teaching comic drawing at community centres. The children design their own superheroes, and some of their inventions are better than ours.',
        picture: 'foundation',
      },
      {
        heading: 'Auntie Thunder',
        text: 'Our favourite so far is Auntie Thunder, a grandmother who controls the monsoon and uses it mostly to water her plants. Her creator is nine years old.',
        picture: 'studio',
      },
    ],
  },
  {
    title: 'Youth Sports Kits for Fifty Teams',
    subject: 'Where your donations went this quarter',
    authorName: 'Sunita Rawat',
    category: 'foundation',
    daysAgo: 150,
    cover: 'event',
    sections: [
      {
        text: 'Ten percent of every donation goes to youth and sports. This quarter that meant football kits, cricket gear and first-aid boxes for fifty village teams, chosen with local coaches.',
        picture: 'event',
      },
      {
        heading: 'The Rakshaks take the field',
        text: 'The teams sent us photographs in their new kits. Several had asked for our characters on their shirts, so one under-fourteen side now plays as the Rakshaks.',
        picture: 'foundation',
      },
      {
        heading: 'Every quarter, in the open',
        text: 'We publish where the money goes every quarter, because supporters deserve to know.',
        picture: 'print',
      },
    ],
  },
  {
    title: 'Planting a Forest With Our Readers',
    subject: 'Ten thousand saplings for the Vindhya foothills',
    authorName: 'Kabir Sheikh',
    category: 'foundation',
    daysAgo: 240,
    about: { comic: 'Keepers of the Sal' },
    cover: 'foundation',
    sections: [
      {
        text: 'Inspired by Vanya and the Keepers of the Sal, our readers asked how they could help real forests. Together with a local forest cooperative we planted ten thousand native saplings across the Vindhya foothills.',
        picture: 'foundation',
      },
      {
        heading: 'A name on every sapling',
        text: 'Volunteers from six cities came for the planting weekend. Each sapling has a tag with the name of the reader who funded it, and the cooperative sends us survival counts every season.',
        picture: 'foundation',
      },
    ],
  },
  {
    title: 'Research Grants for Student Inventors',
    subject: 'Our first round of drone and robotics grants',
    authorName: 'Dr. Alok Menon',
    category: 'foundation',
    daysAgo: 22,
    about: { character: 'Chotu Circuit' },
    cover: 'studio',
    sections: [
      {
        text: 'Part of every donation funds research and innovation. Our first grants went to six student teams building drones for crop monitoring, low-cost prosthetic hands and a flood-warning sensor that runs on a solar panel the size of a postcard.',
        picture: 'studio',
      },
      {
        heading: 'Open studio day',
        text: 'The teams will present their work at our open studio day next month. Chotu Circuit would approve, as long as nothing has a red button.',
        picture: 'event',
      },
    ],
  },
  {
    title: 'Reading Circles Under the Banyan',
    subject: 'How one village turned its oldest tree into a library',
    authorName: 'Sunita Rawat',
    category: 'foundation',
    daysAgo: 55,
    cover: 'foundation',
    sections: [
      {
        text: 'In a village near Jabalpur there is no school library, but there is a banyan older than anyone can remember. Every Saturday, thirty children sit under it with a crate of comics and a volunteer who reads aloud.',
        picture: 'foundation',
      },
      {
        heading: 'The favourite',
        text: "The children's favourite is The Hollow King, which is rated T and which we told the volunteers to skip. They did not skip it. The children say the Hollow King is not scary, only lonely, and that he should come to reading circle.",
        picture: 'comic',
      },
      {
        heading: 'More trees, more circles',
        text: 'Three more villages have asked for a crate. If you would like to fund one, the Support Us page tells you how.',
        picture: 'foundation',
      },
    ],
  },
  {
    title: 'Letters From Our Readers',
    subject: "The best of this season's post bag",
    authorName: 'Meher Kapoor',
    category: 'general',
    daysAgo: 5,
    about: { character: 'Agnira' },
    cover: 'print',
    sections: [
      {
        text: 'You sent us four thousand letters this season: drawings, questions, complaints about cliffhangers and one very detailed plan for how Agnira should fight the Ashen Court. We read every one.',
        picture: 'print',
      },
      {
        heading: 'On Agnira',
        text: 'Many of you asked why Agnira does not simply burn the Court down. Her writer answers: because fire that only burns is a very small kind of fire. Chapter six says the rest.',
        picture: 'character',
      },
    ],
  },
];
