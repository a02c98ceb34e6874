// Open positions across the spec's departments and job types.
export interface JobPosting {
  jobtitle: string;
  description: string;
  department: string;
  jobtypes: string;
  position: number;
  /** YYYY-MM-DD the job was posted. */
  posted: string;
  tasks: string[];
  skills: string[];
}

export const JOBS: JobPosting[] = [
  {
    jobtitle: '2D Animator',
    description: 'Bring our characters to life in the first season of our animated series.',
    department: '2D Animators',
    jobtypes: 'Full-time',
    position: 3,
    posted: '2025-09-20',
    tasks: [
      'Animate scenes from storyboards and animatics',
      'Keep characters on model across shots',
      'Work with the director on timing and acting',
    ],
    skills: [
      'Strong drawing and animation fundamentals',
      'Toon Boom Harmony or similar',
      'A reel showing character acting',
    ],
  },
  {
    jobtitle: 'Animation Intern',
    description: 'Learn production animation alongside our team for six months.',
    department: '2D Animators',
    jobtypes: 'Internship',
    position: 2,
    posted: '2025-09-02',
    tasks: [
      'Clean up and in-between key frames',
      'Prepare colour and line tests',
      'Help organise scene files',
    ],
    skills: [
      'A portfolio of drawings or short animations',
      'Eagerness to learn',
      'Attention to detail',
    ],
  },
  {
    jobtitle: 'UI/UX Designer',
    description: 'Design how readers discover, read and share our comics on web and mobile.',
    department: 'UI/UX',
    jobtypes: 'Full-time',
    position: 1,
    posted: '2025-08-28',
    tasks: [
      'Design flows for the reader, shop and membership',
      'Run quick usability tests with readers',
      'Maintain our design system in Figma',
    ],
    skills: ['A portfolio of shipped product work', 'Figma', 'Accessibility basics'],
  },
  {
    jobtitle: 'Web Developer (React)',
    description: 'Build the website and reader for the IC Universe with our small product team.',
    department: 'Web Developer',
    jobtypes: 'Full-time',
    position: 2,
    posted: '2025-09-10',
    tasks: [
      'Build pages and components in React and TypeScript',
      'Write tests that cover real behaviour',
      'Keep pages fast on slow phones',
    ],
    skills: [
      'React and TypeScript',
      'HTML, CSS and accessibility',
      'Testing with Vitest or similar',
    ],
  },
  {
    jobtitle: 'Freelance Graphic Designer',
    description: 'Design covers, posters and merchandise artwork for upcoming releases.',
    department: 'Graphic Designer',
    jobtypes: 'Freelancer',
    position: 2,
    posted: '2025-07-30',
    tasks: [
      'Design comic covers and title logos',
      'Prepare print-ready merchandise artwork',
      'Adapt key art for social media',
    ],
    skills: [
      'Typography and layout',
      'Illustrator and Photoshop or Affinity',
      'Print production basics',
    ],
  },
  {
    jobtitle: 'Marketing Associate',
    description: 'Tell readers about new releases, events and the Foundation.',
    department: 'Marketing',
    jobtypes: 'Full-time',
    position: 1,
    posted: '2025-08-12',
    tasks: [
      'Plan release campaigns across social channels',
      'Write newsletters and announcements',
      'Coordinate convention and school events',
    ],
    skills: ['Clear writing in English and Hindi', 'Social media analytics', 'Love of comics'],
  },
  {
    jobtitle: 'Human Resource Executive',
    description: 'Help a growing creative team hire well and work happily.',
    department: 'Human Resource',
    jobtypes: 'Full-time',
    position: 1,
    posted: '2025-06-18',
    tasks: [
      'Run hiring from posting to onboarding',
      'Keep policies clear and fair',
      'Organise learning sessions for the team',
    ],
    skills: [
      'Two years in HR',
      'Knowledge of Indian labour law',
      'Warm and discreet communication',
    ],
  },
  {
    jobtitle: 'Legal Intern',
    description: 'Support our counsel on contracts, intellectual property and privacy.',
    department: 'Legal',
    jobtypes: 'Internship',
    position: 1,
    posted: '2025-08-05',
    tasks: [
      'Draft and review creator and vendor contracts',
      'Track trademark filings',
      'Research privacy and consumer law questions',
    ],
    skills: [
      'Law student in the final two years',
      'Careful reading and writing',
      'Interest in media and IP law',
    ],
  },
  {
    jobtitle: 'Finance Analyst',
    description: 'Keep our books, memberships and Foundation funds transparent.',
    department: 'Finance',
    jobtypes: 'Full-time',
    position: 1,
    posted: '2025-07-08',
    tasks: [
      'Prepare monthly reports on memberships and donations',
      'Reconcile payments with our provider',
      'Support the quarterly Foundation report',
    ],
    skills: ['CA inter or equivalent', 'Spreadsheets and accounting software', 'GST basics'],
  },
  {
    jobtitle: 'Management Trainee',
    description: 'Rotate through production, marketing and operations in a one-year programme.',
    department: 'Management Trainees',
    jobtypes: 'Full-time',
    position: 2,
    posted: '2025-09-15',
    tasks: [
      'Own small projects in each team',
      'Track production schedules',
      'Present a project at the end of each rotation',
    ],
    skills: ['Graduate in any discipline', 'Organised and curious', 'Comfortable with numbers'],
  },
];
