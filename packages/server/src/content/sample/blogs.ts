import type { BlogCategory } from '@ic/domain';

// Our news and blog posts. Images are generated per entry; the stories are written here.
export interface BlogPost {
  title: string;
  subject: string;
  authorName: string;
  category: BlogCategory;
  /** YYYY-MM-DD */
  date: string;
  stories: string[];
}

export const BLOGS: BlogPost[] = [
  {
    title: 'Rise of the Eternal Storm: Chapter Four Is Coming',
    subject: 'Our biggest saga yet enters the Ashen Court',
    authorName: 'Kavya Menon',
    category: 'ic',
    date: '2025-09-28',
    stories: [
      'Three chapters in, Agnira and Vayuveer have crossed the Thar, the floating ghats of Kashi and the stone gardens of Hampi. Chapter four takes them somewhere none of our heroes has gone before: the space between the ages, where Andhkaar Raj holds court.',
      'Drawing the Ashen Court meant inventing a place with no sunlight at all. Our colour team built the whole chapter from three inks: ash grey, ember orange and a blue so dark it is almost black. Every light source on the page belongs to Agnira.',
      'Chapter four lands in the app first for Ultimate members, then for everyone a week later. Tell us which Rakshak you think will not make it out.',
    ],
  },
  {
    title: 'Meet the Cast of Neon Mayapuri',
    subject: 'A retired electrician, a thirteen-year-old inventor and a very bad landlord',
    authorName: 'Farhan Qureshi',
    category: 'ic',
    date: '2025-08-19',
    stories: [
      'Neon Mayapuri started as a sketch of a chawl with one flickering tube light. We kept asking who would climb up and fix it in a storm, and the answer was Bijli Bai: fifty-something, silver-haired and completely unafraid of electricity.',
      'Chotu Circuit arrived next, because every hero needs someone to worry about. He builds drones out of market scrap and has never once read an instruction manual. The Grid Baron, who owns every power line in the city, was the easiest to write: we simply asked what would make Bijli Bai angriest.',
    ],
  },
  {
    title: 'How We Draw a Tiger',
    subject: 'Behind the pages of Keepers of the Sal',
    authorName: 'Tenzin Dorje',
    category: 'ic',
    date: '2025-06-03',
    stories: [
      'Sher Singh changes from a soldier into a tiger in the middle of a fight, and that transformation took us eleven attempts to get right. The secret was not the stripes. It was the shoulders: a tiger moves from the shoulders, and so does a soldier carrying a pack.',
      "We spent two weekends sketching at a wildlife rescue centre (from a respectful distance). Those sketchbooks became the reference for every animal in the Vindhya Wilds, from the tigers of Tiger Step Falls to the grumpy langurs who keep stealing Vanya's lunch.",
      'The result is in chapter two, The White Tiger. Look closely at the background of page four: every animal in it is one we actually met.',
    ],
  },
  {
    title: 'Ultimate Members Get Weekly Comics From October',
    subject: 'A new chapter every Friday',
    authorName: 'Meher Kapoor',
    category: 'ic',
    date: '2025-09-05',
    stories: [
      'From October, Ultimate members will find a new chapter in the app every Friday morning. We have built up a buffer of pages so that the schedule holds even when our artists catch the flu.',
      'Free readers still get every chapter a week later. Ultimate simply means you read it first, without ads, and get the wallpapers and sketch pages that come with it.',
    ],
  },
  {
    title: 'Our Studio Moves to a Bigger Home',
    subject: 'More desks, more drawing tables, one very large coffee machine',
    authorName: 'Ishaan Rao',
    category: 'general',
    date: '2025-07-21',
    stories: [
      'When we started, the whole company fit around one dining table. This month we moved into a studio with room for forty people, a recording booth for our animation voices and a wall where every new page gets pinned up for everyone to see.',
      'The move took three weekends, two borrowed tempos and a lot of bubble wrap around original artwork. Nothing was lost except one chair, which we suspect Chotu Circuit took for parts.',
      'If you are in the city, our open studio day is the first Saturday of every month. Come and watch a page go from pencil to colour.',
    ],
  },
  {
    title: 'We Are Hiring Animators, Designers and Developers',
    subject: 'Join the team building the IC Universe',
    authorName: 'Nandini Iyer',
    category: 'general',
    date: '2025-08-01',
    stories: [
      'Our animated series is moving into production, and we need 2D animators who love movement as much as we love our characters. We are also looking for UI/UX designers, web developers and management trainees.',
      'We hire for craft and curiosity rather than degrees. Send us your portfolio, a project you are proud of, or simply a sketch you made last week. Every application is read by a person.',
    ],
  },
  {
    title: 'Comic Con Diaries: Three Days, Two Thousand Sketches',
    subject: 'What we learned at our first convention booth',
    authorName: 'Riya Bhattacharya',
    category: 'general',
    date: '2025-02-24',
    stories: [
      "Our first convention booth was a table, two banners and six artists with very tired wrists. Over three days we drew more than two thousand quick sketches for readers, most of them of Tara-9, who turned out to be everyone's favourite.",
      'The best question of the weekend came from a seven-year-old who asked why villains always lose. We did not have a good answer, so we are writing a comic about it.',
      'Thank you to everyone who queued in the heat. We will bring more chairs next time.',
    ],
  },
  {
    title: 'The IC Universe App Is in Beta',
    subject: 'Read, watch and play in one place',
    authorName: 'Arjun Deshpande',
    category: 'general',
    date: '2025-04-10',
    stories: [
      'Our app brings comics, animated shorts and small games together. The beta is open to a few hundred readers while we fix the rough edges, and the stores will follow soon.',
      'Beta readers have already found forty-one bugs, including one where every character briefly turned purple. We fixed that one, though Tara-9 fans asked us to keep it as a setting.',
    ],
  },
  {
    title: 'Free Comic Libraries for Village Schools',
    subject: 'The Foundation opens its first twenty reading corners',
    authorName: 'Sunita Rawat',
    category: 'foundation',
    date: '2025-07-02',
    stories: [
      'This year the Foundation set up reading corners in twenty government schools across three states. Each corner has a shelf of comics in Hindi, Marathi and English, beanbags made by a local tailoring cooperative and a monthly visit from one of our artists.',
      'Teachers tell us attendance on library day has doubled. One headmistress wrote that a boy who never spoke in class now narrates entire chapters to his friends, doing all the voices.',
      'Every Ultimate membership funds part of a shelf. Thank you for reading with us.',
    ],
  },
  {
    title: 'Drawing Workshops With Young Artists',
    subject: 'Weekend sessions for children in community centres',
    authorName: 'Kabir Sheikh',
    category: 'foundation',
    date: '2025-05-15',
    stories: [
      'Our artists now spend one Sunday a month teaching comic drawing at community centres. The children design their own superheroes, and some of their inventions are better than ours.',
      'Our favourite so far is Auntie Thunder, a grandmother who controls the monsoon and uses it mostly to water her plants. Her creator is nine years old.',
    ],
  },
  {
    title: 'Youth Sports Kits for Fifty Teams',
    subject: 'Where your donations went this quarter',
    authorName: 'Sunita Rawat',
    category: 'foundation',
    date: '2025-03-30',
    stories: [
      'Ten percent of every donation goes to youth and sports. This quarter that meant football kits, cricket gear and first-aid boxes for fifty village teams, chosen with local coaches.',
      'The teams sent us photographs in their new kits. Several teams had asked for our characters on their shirts, so one under-fourteen side now plays as the Rakshaks.',
      'We publish where the money goes every quarter, because supporters deserve to know.',
    ],
  },
  {
    title: 'Planting a Forest With Our Readers',
    subject: 'Ten thousand saplings for the Vindhya foothills',
    authorName: 'Kabir Sheikh',
    category: 'foundation',
    date: '2024-12-05',
    stories: [
      'Inspired by Vanya and the Keepers of the Sal, our readers asked how they could help real forests. Together with a local forest cooperative we planted ten thousand native saplings across the Vindhya foothills.',
      'Volunteers from six cities came for the planting weekend. Each sapling has a tag with the name of the reader who funded it, and the cooperative sends us survival counts every season.',
    ],
  },
  {
    title: 'Research Grants for Student Inventors',
    subject: 'Our first round of drone and robotics grants',
    authorName: 'Dr. Alok Menon',
    category: 'foundation',
    date: '2025-09-12',
    stories: [
      'Part of every donation funds research and innovation. Our first grants went to six student teams building drones for crop monitoring, low-cost prosthetic hands and a flood-warning sensor that runs on a solar panel the size of a postcard.',
      'The teams will present their work at our open studio day in December. Chotu Circuit would approve.',
    ],
  },
];
