import { MESSAGES, toJobView } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { jobs } from '../../mocks/fixtures';
import { PAGE_STORY, api } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const served = jobs[1];
if (!served) throw new Error('The fixtures have no second job');
const job = toJobView(served);

const meta = {
  title: 'Pages/CareerApply',
  ...PAGE_STORY,
  args: { url: `/careers/apply?id=${job.id}`, state: { job } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Page = ReturnType<typeof within>;
const details = (page: Page) =>
  page.findByRole('heading', { level: 3, name: job.title }, AFTER_SKELETONS);

const APPLICANT = {
  'Full name': 'Asha Verma',
  Email: 'asha.verma@example.in',
  'Phone number': '9876543210',
  'Cover letter': 'I design calm, readable screens and would love to design a comic reader.',
};

/** Fills the form by pasting (one change per field keeps the plays fast). */
async function fillIn(page: Page) {
  for (const [label, value] of Object.entries(APPLICANT)) {
    await userEvent.click(page.getByRole('textbox', { name: label }));
    await userEvent.paste(value);
  }
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Application' });

/** Opened from a job row: the job came with the navigation, so nothing is fetched (the API never answers here). */
export const FromState: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a Job' })).toBeVisible();
    await expect(await details(page)).toBeVisible();
    await expect(page.getByText(job.department, { selector: 'span' })).toBeVisible();
    await expect(page.getByText(job.jobType, { selector: 'span' })).toBeVisible();
    for (const task of job.tasks) await expect(page.getByText(task)).toBeVisible();
    for (const skill of job.skills) await expect(page.getByText(skill)).toBeVisible();
    await expect(page.getByRole('form', { name: `Apply for ${job.title}` })).toBeVisible();
  },
};

/** Reloaded or shared (?id= only): the job is fetched by its id. */
export const FromQuery: Story = {
  args: { state: undefined },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(await details(page)).toBeVisible();
    await expect(page.getByText(`${job.positions} positions`)).toBeVisible();
  },
};

/** No job named: a clear way back to the list. */
export const MissingJob: Story = {
  args: { url: '/careers/apply', state: undefined },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Choose a job first' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all open jobs' })).toHaveAttribute(
      'href',
      '/careers',
    );
    await expect(page.queryByRole('form')).toBeNull();
  },
};

/** A job that is not open (any more): said plainly, with the way back. */
export const UnknownJob: Story = {
  args: { url: '/careers/apply?id=000000000000000000000000', state: undefined },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'We could not find that job' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all open jobs' })).toBeVisible();
  },
};

/** Submitting empty shows the schema's messages and sends nothing. */
export const SubmitEmpty: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await details(page);
    await userEvent.click(send(page));
    await expect(page.getByText(MESSAGES.nameRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.phoneInvalid)).toBeVisible();
    await expect(page.getByText(MESSAGES.coverLetterRequired)).toBeVisible();
  },
};

/** Sent: the form gives way to where the reply will go, said once (no toast repeats it). */
export const SubmitSuccess: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await details(page);
    await fillIn(page);
    await userEvent.click(send(page));
    const sent = `Application sent! We will write to you at ${APPLICANT.Email}.`;
    await waitFor(() => expect(page.getAllByText(sent)).toHaveLength(1));
    await expect(page.queryByRole('form')).toBeNull();
    // A toast would arrive with its lazily loaded viewport: give it the time it took to show.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(within(canvasElement.ownerDocument.body).getAllByText(sent)).toHaveLength(1);
  },
};

/** The server refuses a field: its message shows under that field, everything typed stays. */
export const ServerValidationError: Story = {
  parameters: api(
    'content',
    http.post('/api/careers/apply', () =>
      HttpResponse.json(
        {
          success: false,
          message: MESSAGES.invalidEmail,
          errors: [{ field: 'email', message: MESSAGES.invalidEmail }],
        },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await details(page);
    await fillIn(page);
    await userEvent.click(send(page));
    const email = page.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.invalidEmail));
    await expect(email).toHaveValue(APPLICANT.Email);
    await expect(page.getByRole('textbox', { name: 'Cover letter' })).toHaveValue(
      APPLICANT['Cover letter'],
    );
  },
};

/** Too many applications from one address: the server's message; nothing typed is lost. */
export const RateLimited: Story = {
  parameters: api(
    'content',
    http.post('/api/careers/apply', () =>
      HttpResponse.json(
        { success: false, message: MESSAGES.tooManyRequests },
        { status: 429, headers: { 'Retry-After': '3600' } },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await details(page);
    await fillIn(page);
    await userEvent.click(send(page));
    await waitFor(() =>
      expect(page.getByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests),
    );
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(
      APPLICANT['Full name'],
    );
    await expect(send(page)).toBeEnabled();
  },
};

/** The server fails: its message (or 'Something went wrong. Please try again.'); try again at will. */
export const ServerFailure: Story = {
  parameters: api(
    'content',
    http.post('/api/careers/apply', () => HttpResponse.text('Bad gateway', { status: 502 })),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await details(page);
    await fillIn(page);
    await userEvent.click(send(page));
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent(MESSAGES.tryAgain));
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(
      APPLICANT['Phone number'],
    );
  },
};

/** On a phone the details and the form stack in one column. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const title = (await details(page)).getBoundingClientRect();
    const form = page.getByRole('form').getBoundingClientRect();
    await expect(form.top).toBeGreaterThan(title.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
