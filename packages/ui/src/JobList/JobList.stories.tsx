import type { JobView } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { JOB_ROW_HEADINGS, JobList, JobListSkeleton } from './JobList';

const SAMPLE_JOBS: JobView[] = [
  {
    id: 'job-1',
    postDate: '2025-09-20',
    title: 'Background Painter',
    description:
      'Paint the monsoon streets, temple towns and neon markets our heroes run through, episode after episode.',
    department: '2D Animators',
    jobType: 'Full-time',
    positions: 2,
    tasks: ['Paint key backgrounds from layouts'],
    skills: ['Colour and light'],
  },
  {
    id: 'job-2',
    postDate: '2025-09-12',
    title: 'Game UI Intern',
    description: 'Help design the menus and maps of our first mobile game.',
    department: 'UI/UX',
    jobType: 'Internship',
    positions: 1,
    tasks: ['Mock up menus'],
    skills: ['Figma'],
  },
  {
    id: 'job-3',
    postDate: '2025-08-30T09:30:00Z',
    title: 'Comic Letterer',
    description: 'Set the speech bubbles and sound effects of our weekly chapters.',
    department: 'Graphic Designer',
    jobType: 'Freelancer',
    positions: 3,
    tasks: ['Letter two chapters a week'],
    skills: ['Typography'],
  },
];

const meta = {
  title: 'Careers/JobList',
  component: JobList,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: JOB_ROW_HEADINGS },
    emptyTitle: { control: 'text' },
  },
  args: {
    jobs: SAMPLE_JOBS,
    hrefFor: (job: JobView) => `/careers/apply?id=${job.id}`,
    headingLevel: 'h3',
  },
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row (list item) a job's link sits in. */
function rowOf(link: HTMLElement) {
  const row = link.closest('li');
  if (!row) throw new Error('The link is not in a row');
  return within(row);
}

/** Each row names its department, type, positions and posting date, and links to the job. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const first = rowOf(canvas.getByRole('link', { name: 'Background Painter' }));
    await expect(canvas.getByRole('link', { name: 'Background Painter' })).toHaveAttribute(
      'href',
      '/careers/apply?id=job-1',
    );
    await expect(first.getByText('2D Animators')).toBeVisible();
    await expect(first.getByText('Full-time')).toBeVisible();
    await expect(first.getByText('2 positions')).toBeVisible();
    await expect(first.getByText('Sep 20, 2025')).toHaveAttribute('datetime', '2025-09-20');
    await expect(canvas.getByText('1 position')).toBeVisible();
  },
};

/** Opening a row hands the job to the app (which adds it to the navigation). */
export const OpensAJob: Story = {
  args: { onOpen: fn((_job, event) => event.preventDefault()) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Game UI Intern' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(SAMPLE_JOBS[1], expect.anything());
  },
};

/** The whole row is the link's target, and keyboard users reach each row with one Tab. */
export const WholeRowClickable: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Comic Letterer' });
    const text = canvas.getByText(/Set the speech bubbles/).getBoundingClientRect();
    const hit = document.elementFromPoint(text.left + text.width / 2, text.top + text.height / 2);
    await expect(hit).toBe(link);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Background Painter' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Game UI Intern' })).toHaveFocus();
  },
};

/** With no jobs (or a failed fetch) the list says the spec's 'No jobs available'. */
export const Empty: Story = {
  args: {
    jobs: [],
    emptyMessage: 'Try another department or job type.',
    emptyAction: <Button variant="outline">Show all jobs</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No jobs available' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Grey rows while the jobs load; one status says so. */
export const Loading: Story = {
  render: () => <JobListSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** One column on a phone. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    const lefts = new Set(
      links.map((link) => Math.round(link.closest('li')?.getBoundingClientRect().left ?? -1)),
    );
    await expect(lefts.size).toBe(1);
  },
};
