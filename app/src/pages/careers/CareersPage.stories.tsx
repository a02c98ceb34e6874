import { MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { jobs } from '../../mocks/fixtures';
import { PAGE_STORY, api } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/Careers',
  ...PAGE_STORY,
  args: { url: '/careers' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Page = ReturnType<typeof within>;

/** The job titles listed, once the list is on screen. */
async function jobTitles(page: Page) {
  const list = await page.findByRole('list', { name: 'Open jobs' }, AFTER_SKELETONS);
  return within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

const choose = (page: Page, filter: 'Department' | 'Job type', option: string) =>
  userEvent.selectOptions(page.getByRole('combobox', { name: filter }), option);

/** Skeletons first; then every job, the two filters, always hiring, the four steps and the values. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page.getByText('Loading…')).toBeInTheDocument();

    await expect(await jobTitles(page)).toEqual(jobs.map((job) => job.jobtitle));
    await expect(page.getByText(`${jobs.length} jobs`)).toBeVisible();
    await expect(page.getByRole('link', { name: '2D Animator' })).toHaveAttribute(
      'href',
      `/careers/apply?id=${jobs[0]?._id}`,
    );
    await expect(page.getByRole('link', { name: 'Send your portfolio' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    const steps = within(page.getByRole('list', { name: 'Hiring steps' })).getAllByRole('heading');
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Apply',
      'Review',
      'Interview',
      'Onboarding',
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'What we value' })).toBeVisible();
  },
};

/** Each filter narrows the list; both together can leave nothing, with a way back to every job. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await jobTitles(page);
    await choose(page, 'Job type', 'Internship');
    await waitFor(async () =>
      expect(await jobTitles(page)).toEqual(['Frontend Developer', 'Storyboard Intern']),
    );
    await choose(page, 'Department', 'Web Developer');
    await waitFor(async () => expect(await jobTitles(page)).toEqual(['Frontend Developer']));
    await choose(page, 'Department', 'Marketing');
    await expect(page.getByRole('heading', { name: MESSAGES.noJobs })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show all jobs' }));
    await waitFor(async () => expect(await jobTitles(page)).toHaveLength(jobs.length));
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('All Departments');
  },
};

/** A row opens the apply page with the job's details (passed as navigation state). */
export const OpensAJob: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await jobTitles(page);
    await userEvent.click(page.getByRole('link', { name: 'Product Designer' }));
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Apply for a Job' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Product Designer' })).toBeVisible();
  },
};

/** While the jobs load, every section below the hero shows its skeleton; one status says so. */
export const Skeletons: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page.getAllByText('Loading…')).toHaveLength(1);
    await expect(page.queryByRole('list', { name: 'Open jobs' })).toBeNull();
    await expect(page.queryByRole('list', { name: 'Hiring steps' })).toBeNull();
  },
};

/** No open jobs: the list says 'No jobs available'; the rest of the page stays. */
export const NoJobs: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: MESSAGES.noJobs }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Show all jobs' })).toBeNull();
    await expect(page.getByRole('list', { name: 'Hiring steps' })).toBeVisible();
  },
};

/** The jobs cannot load: logged, and the list says 'No jobs available' (spec section 8). */
export const FetchError: Story = {
  name: 'Error',
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: MESSAGES.noJobs }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** On a phone the filters and rows stack in one column. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await jobTitles(page);
    const department = page.getByRole('combobox', { name: 'Department' }).getBoundingClientRect();
    const jobType = page.getByRole('combobox', { name: 'Job type' }).getBoundingClientRect();
    await expect(jobType.top).toBeGreaterThan(department.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
