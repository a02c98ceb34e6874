import type { JobView } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextLink } from '../TextLink';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { JOB_DETAILS_HEADINGS, JobDetails, JobDetailsSkeleton } from './JobDetails';

const JOB: JobView = {
  id: 'job-7',
  postDate: '2025-09-20',
  title: 'Background Painter',
  description:
    'Paint the monsoon streets, temple towns and neon markets our heroes run through.\nYou will work beside the layout artists from the first rough to the final frame.',
  department: '2D Animators',
  jobType: 'Full-time',
  positions: 2,
  tasks: [
    'Paint key backgrounds from approved layouts',
    'Keep light and colour consistent across a sequence',
    'Prepare layered files for compositing',
  ],
  skills: ['A portfolio of painted environments', 'Colour and light', 'Photoshop or Krita'],
};

const meta = {
  title: 'Careers/JobDetails',
  component: JobDetails,
  argTypes: { headingLevel: { control: 'inline-radio', options: JOB_DETAILS_HEADINGS } },
  args: { job: JOB, headingLevel: 'h2' },
} satisfies Meta<typeof JobDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, department, type, openings, posting date, description, tasks and skills. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: JOB.title })).toBeVisible();
    await expect(canvas.getByText('2D Animators')).toBeVisible();
    await expect(canvas.getByText('Full-time')).toBeVisible();
    await expect(canvas.getByText('2 positions')).toBeVisible();
    await expect(canvas.getByText('Sep 20, 2025')).toBeVisible();
    const tasks = canvas.getByRole('heading', { level: 3, name: 'What you will do' });
    const list = within(tasks.parentElement ?? document.body).getAllByRole('listitem');
    await expect(list.map((item) => item.textContent)).toEqual(JOB.tasks);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'What you will bring' }),
    ).toBeVisible();
  },
};

/** A job without tasks or skills leaves those headings out rather than showing empty lists. */
export const NoTasksOrSkills: Story = {
  args: { job: { ...JOB, tasks: [], skills: [], positions: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'What you will do' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'What you will bring' })).toBeNull();
    await expect(canvas.getByText('1 position')).toBeVisible();
  },
};

/** With a way back under the details. */
export const WithFooter: Story = {
  args: { footer: <TextLink href="/careers">See all open jobs</TextLink> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See all open jobs' })).toHaveAttribute(
      'href',
      '/careers',
    );
  },
};

/** While a job opened by link loads. */
export const Loading: Story = {
  render: () => <JobDetailsSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Tasks above skills on a phone. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const tasks = canvas.getByRole('heading', { name: 'What you will do' }).getBoundingClientRect();
    const skills = canvas
      .getByRole('heading', { name: 'What you will bring' })
      .getBoundingClientRect();
    await expect(skills.top).toBeGreaterThan(tasks.bottom);
  },
};
