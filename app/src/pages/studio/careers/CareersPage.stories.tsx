import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EDITORIAL_MESSAGES } from '@ic/domain';
import { studioJobs } from '../../../mocks/studioEditorial';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

const [animator] = studioJobs;
const body = within(document.body);

const meta = {
  title: 'Studio pages/Careers',
  ...STUDIO_PAGE_STORY,
  parameters: { ...STUDIO_PAGE_STORY.parameters, ...studioApi(['editor']) },
  args: { url: '/studio/careers' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closing a job takes it off /careers; a closed one reopens. */
export const CloseAndReopen: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const open = within(await main.findByRole('row', { name: /2D Animator/ }));
    await expect(open.getByText('Published')).toBeVisible();
    await userEvent.click(open.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.getByText(EDITORIAL_MESSAGES.jobClosed)).toBeVisible());
    const closed = within(main.getByRole('row', { name: /2D Animator/ }));
    await waitFor(() => expect(closed.getByRole('button', { name: 'Reopen' })).toBeVisible());
    await userEvent.click(closed.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(body.getByText(EDITORIAL_MESSAGES.jobReopened)).toBeVisible());
  },
};

/** A job's applications: a status saves as it is chosen; the CSV export is a download link. */
export const Applications: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = within(await main.findByRole('row', { name: /2D Animator/ }));
    await userEvent.click(row.getByRole('button', { name: 'Applications (3)' }));
    const list = within(
      await main.findByRole('region', { name: `Applications: ${animator?.jobtitle}` }),
    );
    await expect(await list.findByRole('row', { name: /Aman "Ink" Verma/ })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/studio/jobs/${animator?._id}/applications.csv`,
    );
    await userEvent.selectOptions(list.getByLabelText('Status of Riya Kapoor'), 'shortlisted');
    await waitFor(() => expect(body.getByText(EDITORIAL_MESSAGES.applicationSaved)).toBeVisible());
    await expect(list.getByLabelText('Status of Riya Kapoor')).toHaveValue('shortlisted');
  },
};

/** Posting a job checks its fields first, then lists it at once. */
export const PostAJob: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('row', { name: /2D Animator/ });
    const form = within(main.getByRole('form', { name: 'Post a job' }));
    await userEvent.click(form.getByRole('button', { name: 'Post the job' }));
    await waitFor(() => expect(form.getByText(EDITORIAL_MESSAGES.titleRequired)).toBeVisible());
    await expect(form.getByText(EDITORIAL_MESSAGES.departmentRequired)).toBeVisible();
    await expect(form.getByText(EDITORIAL_MESSAGES.descriptionRequired)).toBeVisible();
    await userEvent.type(form.getByLabelText(/^Job title/), 'Colourist');
    await userEvent.type(form.getByLabelText(/^Department/), 'Graphic Designer');
    await userEvent.type(form.getByLabelText(/^Description/), 'Give every page its weather.');
    await userEvent.type(form.getByLabelText(/^Skills, one a line/), 'Colour theory\nPatience');
    await userEvent.click(form.getByRole('button', { name: 'Post the job' }));
    await waitFor(() => expect(body.getByText(EDITORIAL_MESSAGES.jobSaved)).toBeVisible());
    await expect(await main.findByRole('row', { name: /Colourist/ })).toBeVisible();
    await expect(form.getByLabelText(/^Job title/)).toHaveValue('');
  },
};
