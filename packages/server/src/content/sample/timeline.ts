// The Support Us timeline: what supporters have made possible, oldest first.
export interface TimelineEntry {
  title: string;
  /** YYYY-MM-DD */
  eventDate: string;
  description: string;
}

export const SUPPORT_US_CATEGORY = 'Support Us';

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
