// The studio's editorial API (blogs, characters, careers, pictures) for its page stories, in the
// server's shapes (packages/domain contracts/editorial). Each call of `editorialHandlers` starts
// from its own copies, so a story's saves never leak into the next.
import { storyArt } from '@ic/art';
import {
  blogDraftSchema,
  characterEditSchema,
  jobDraftSchema,
  type ApplicationStatus,
  type JobApplicationEntry,
  type StudioBlog,
  type StudioCharacter,
  type StudioJob,
} from '@ic/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';

const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const refused = (status: number, message: string) =>
  HttpResponse.json({ success: false, message }, { status });

const id = (kind: number, n: number) =>
  `${kind}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function page<T>(items: T[], url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 25);
  const current = Number(url.searchParams.get('page') ?? 1);
  return ok({
    items: items.slice((current - 1) * limit, current * limit),
    meta: {
      total: items.length,
      page: current,
      limit,
      pages: Math.max(1, Math.ceil(items.length / limit)),
    },
  });
}

/** A picture in the media store, as content rows keep it. */
export const mediaPicture = (name: string) => `/media/studio/${name}.svg`;

export const studioBlogs: StudioBlog[] = [
  {
    _id: id(3, 1),
    title: 'Inking the Monsoon: a Studio Diary',
    subject: 'Studio',
    authorName: 'Ira Menon',
    category: 'general',
    coverImageUrl: mediaPicture('monsoon'),
    body: 'Rain on the studio roof, and **forty pages** to ink.\n\nWe kept a diary of the week.',
    status: 'published',
    publishAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    live: true,
  },
  {
    _id: id(3, 2),
    title: 'Meet the Voice of Agni Storm',
    subject: 'Animation',
    authorName: 'Kabir Sethi',
    category: 'ic',
    coverImageUrl: mediaPicture('agni'),
    body: 'Our new voice actor talks about finding a hero who is also a little afraid.',
    status: 'draft',
    publishAt: null,
    createdAt: '2026-11-22T11:30:00.000Z',
    live: false,
  },
  {
    _id: id(3, 3),
    title: 'Scholarships for Young Illustrators',
    subject: 'Foundation',
    authorName: 'Nandini Rao',
    category: 'foundation',
    coverImageUrl: mediaPicture('scholarships'),
    body: 'Applications open on the first of December.',
    status: 'scheduled',
    publishAt: '2026-12-01T04:30:00.000Z',
    createdAt: '2026-11-23T08:00:00.000Z',
    live: false,
  },
];

const NAMES = [
  'Agni',
  'Varsha',
  'Kaal',
  'Megh',
  'Tara',
  'Vayu',
  'Chhaya',
  'Prithvi',
  'Jwala',
  'Nila',
];
const TITLES = ['Storm', 'Warden', 'Shade', 'Spark', 'Runner', 'Sentinel'];

/** Sixty characters: more than two pages, names repeating in parts for the search. */
export const studioCharacters: StudioCharacter[] = Array.from({ length: 60 }, (_, n) => {
  const originalName = `${NAMES[n % NAMES.length]} ${TITLES[Math.floor(n / NAMES.length)]}`;
  return {
    _id: id(4, n + 1),
    originalName,
    knownAs: `The ${TITLES[Math.floor(n / NAMES.length)]}`,
    height: '5 ft 9 in',
    species: 'Human',
    weight: '68 kg',
    eyes: 'Brown',
    gender: n % 2 ? 'Female' : 'Male',
    hair: 'Black',
    placeOfOrigin: 'Mumbai',
    universe: n % 3 ? 'Monsoon Earth' : 'Neon Bharat',
    description: `${originalName} guards the city when the rains come.`,
    about: '',
    originText: 'Found a spark in the storm and kept it.',
    storyLineText: '',
    powers: ['Lightning', 'Flight'],
    weapon: [],
    family: [],
    friends: [],
    enemies: [],
    groupAffiliations: ['Guardians of the Monsoon'],
    creator: ['IC Universe'],
    mainImageUrl: mediaPicture(`character-${n + 1}`),
    mainLandscapeImageUrl: mediaPicture(`character-${n + 1}-wide`),
    originImage: mediaPicture(`character-${n + 1}-origin`),
    storyLineImage: mediaPicture(`character-${n + 1}-story`),
    power1ImageUrl: mediaPicture('power-1'),
    power2ImageUrl: mediaPicture('power-2'),
    power3ImageUrl: mediaPicture('power-3'),
  };
});

export const studioJobs: StudioJob[] = [
  {
    _id: id(5, 1),
    createdAt: '2026-11-01T09:00:00.000Z',
    jobtitle: '2D Animator',
    description: 'Bring our heroes to life, frame by frame.',
    department: '2D Animators',
    jobtypes: 'Full-time',
    position: 2,
    tasks: ['Animate weekly shorts'],
    skills: ['A reel you are proud of'],
    closedAt: null,
    applications: 3,
  },
  {
    _id: id(5, 2),
    createdAt: '2026-10-12T09:00:00.000Z',
    jobtitle: 'Storyboard Intern',
    description: 'Sketch the panels before the inks.',
    department: 'Graphic Designer',
    jobtypes: 'Internship',
    position: 1,
    tasks: [],
    skills: [],
    closedAt: '2026-11-10T12:00:00.000Z',
    applications: 0,
  },
];

export const studioApplications: JobApplicationEntry[] = (
  [
    ['Riya Kapoor', 'new'],
    ['Aman "Ink" Verma', 'shortlisted'],
    ['Farah Khan', 'rejected'],
  ] as const
).map(([name, status], n) => ({
  _id: id(6, n + 1),
  jobId: id(5, 1),
  name,
  email: `applicant${n + 1}@example.com`,
  phone: `+91 98200 0000${n}`,
  portfolioUrl: null,
  coverLetter: 'I have loved your comics since I was nine.',
  hasCv: true,
  status,
  createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
}));

/** Any picture in the media store: the story art of its name. */
const mediaHandler = http.get('/media/*', ({ request }) =>
  fetch(storyArt(new URL(request.url).pathname, 'banner')),
);

function blogHandlers(): HttpHandler[] {
  const blogs = studioBlogs.map((blog) => ({ ...blog }));
  const saved = (base: Pick<StudioBlog, '_id' | 'createdAt'>, body: unknown): StudioBlog => {
    const draft = blogDraftSchema.parse(body);
    return { ...base, ...draft, live: draft.status === 'published' };
  };
  return [
    http.get('/api/studio/blogs', ({ request }) => {
      const url = new URL(request.url);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return page(
        blogs.filter((blog) => blog.title.toLowerCase().includes(q)),
        url,
      );
    }),
    http.get('/api/studio/blogs/:blogId', ({ params }) => {
      const blog = blogs.find((b) => b._id === params.blogId);
      return blog ? ok(blog) : refused(404, 'We could not find this blog.');
    }),
    http.post('/api/studio/blogs', async ({ request }) => {
      const blog = saved(
        { _id: id(3, 99), createdAt: new Date().toISOString() },
        await request.json(),
      );
      blogs.unshift(blog);
      return ok(blog, 201);
    }),
    http.put('/api/studio/blogs/:blogId', async ({ params, request }) => {
      const at = blogs.findIndex((b) => b._id === params.blogId);
      const current = blogs[at];
      if (!current) return refused(404, 'We could not find this blog.');
      const blog = saved(current, await request.json());
      blogs[at] = blog;
      return ok(blog);
    }),
    http.post('/api/studio/media/images', async ({ request }) => {
      const image = (await request.formData()).get('image');
      const name = image instanceof File ? image.name.replace(/\.[^.]*$/, '') : 'picture';
      const path = mediaPicture(name.replace(/[^A-Za-z0-9-]/g, '-'));
      return ok({ path, url: path }, 201);
    }),
  ];
}

function characterHandlers(): HttpHandler[] {
  const characters = studioCharacters.map((character) => ({ ...character }));
  return [
    http.get('/api/studio/characters', ({ request }) => {
      const url = new URL(request.url);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const rows = characters
        .filter((c) => c.originalName.toLowerCase().includes(q))
        .map(({ _id, originalName, knownAs, universe, mainImageUrl }) => ({
          _id,
          originalName,
          knownAs,
          universe,
          mainImageUrl,
          updatedAt: '2026-11-18T10:00:00.000Z',
        }));
      return page(rows, url);
    }),
    http.get('/api/studio/characters/:characterId', ({ params }) => {
      const character = characters.find((c) => c._id === params.characterId);
      return character ? ok(character) : refused(404, 'We could not find this character.');
    }),
    http.put('/api/studio/characters/:characterId', async ({ params, request }) => {
      const at = characters.findIndex((c) => c._id === params.characterId);
      if (at < 0) return refused(404, 'We could not find this character.');
      const character = {
        _id: String(params.characterId),
        ...characterEditSchema.parse(await request.json()),
      };
      characters[at] = character;
      return ok(character);
    }),
  ];
}

function careersHandlers(): HttpHandler[] {
  const jobs = studioJobs.map((job) => ({ ...job }));
  const applications = studioApplications.map((entry) => ({ ...entry }));
  return [
    http.get('/api/studio/jobs', () => ok(jobs)),
    http.post('/api/studio/jobs', async ({ request }) => {
      const job: StudioJob = {
        _id: id(5, 99),
        createdAt: new Date().toISOString(),
        ...jobDraftSchema.parse(await request.json()),
        closedAt: null,
        applications: 0,
      };
      jobs.unshift(job);
      return ok(job, 201);
    }),
    http.post('/api/studio/jobs/:jobId/:action', ({ params }) => {
      const job = jobs.find((j) => j._id === params.jobId);
      if (!job) return refused(404, 'We could not find this job.');
      job.closedAt = params.action === 'close' ? new Date().toISOString() : null;
      return ok(job);
    }),
    http.get('/api/studio/jobs/:jobId/applications', ({ params }) =>
      ok(applications.filter((entry) => entry.jobId === params.jobId)),
    ),
    http.patch('/api/studio/applications/:applicationId', async ({ params, request }) => {
      const entry = applications.find((a) => a._id === params.applicationId);
      if (!entry) return refused(404, 'We could not find this application.');
      entry.status = ((await request.json()) as { status: ApplicationStatus }).status;
      return ok(entry);
    }),
  ];
}

/** Blogs, characters, careers and the media store, each call with its own copies to change. */
export function editorialHandlers(): HttpHandler[] {
  return [...blogHandlers(), ...characterHandlers(), ...careersHandlers(), mediaHandler];
}
