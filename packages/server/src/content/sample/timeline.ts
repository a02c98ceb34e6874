// Our two timelines, oldest first: what supporters have made possible (the Support Us page)
// and the studio's own story (About Us, served at /timeline/aboutUs/getAllAbout).
export interface TimelineEntry {
  title: string;
  /** YYYY-MM-DD */
  eventDate: string;
  description: string;
}

export const TIMELINE: TimelineEntry[] = [
  {
    title: 'The first hundred supporters',
    eventDate: '2024-01-15',
    description:
      'A hundred readers chipped in before we had printed a single page. Their names are on the inside cover of our first comic.',
  },
  {
    title: 'Our first reading corner',
    eventDate: '2024-06-10',
    description:
      'Donations furnished a reading corner in a village school near Nashik: two shelves, forty comics and a very proud librarian.',
  },
  {
    title: 'Ten thousand saplings',
    eventDate: '2024-12-05',
    description:
      'Readers funded ten thousand native saplings in the Vindhya foothills, planted with a local forest cooperative.',
  },
  {
    title: 'Kits for fifty youth teams',
    eventDate: '2025-03-30',
    description:
      'Football kits, cricket gear and first-aid boxes reached fifty village teams chosen with their coaches.',
  },
  {
    title: 'Twenty schools, twenty libraries',
    eventDate: '2025-07-02',
    description:
      'The reading corners grew to twenty government schools in three states, each visited monthly by one of our artists.',
  },
  {
    title: 'Grants for student inventors',
    eventDate: '2025-09-12',
    description:
      'Six student teams received research grants for drones, prosthetics and flood sensors.',
  },
  {
    title: 'Animation studio for young creators',
    eventDate: '2025-10-01',
    description:
      'Monthly supporters opened a small animation room where students can learn to animate with our team on weekends.',
  },
];

export const ABOUT_US_TIMELINE: TimelineEntry[] = [
  {
    title: 'Around a kitchen table in Pune',
    eventDate: '2019-06-02',
    description:
      'Anaya Deshpande gathered four writers and two artists to sketch a universe of Indian heroes. The first page was a tea-stained drawing of a girl who could talk to storms.',
  },
  {
    title: 'A thousand heroes on paper',
    eventDate: '2021-03-15',
    description:
      'The character archive passed a thousand heroes, villains and wanderers, drawn from our myths, our cities and the people we meet on the morning train.',
  },
  {
    title: 'A studio of our own',
    eventDate: '2023-08-21',
    description:
      'The team outgrew the kitchen and moved into a studio above a Pune printing press, where comics, animation and games are now made under one roof.',
  },
  {
    title: 'The first chapter goes live',
    eventDate: '2025-01-14',
    description:
      'Rise of the Eternal Storm opened with The Star That Fell, and readers across India met Agnira on the night the sky split open.',
  },
];
