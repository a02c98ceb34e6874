import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STUDIO_MESSAGES } from '@ic/domain';
import { studioMembers } from '../../../mocks/studio';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

const [asha, ashok] = studioMembers;

const meta = {
  title: 'Studio pages/Member',
  ...STUDIO_PAGE_STORY,
  parameters: { ...STUDIO_PAGE_STORY.parameters, ...studioApi(['support']) },
  args: { url: `/studio/members/${asha?.userId}` },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Support: the membership and orders, and a grant that checks its months and reason first. */
export const GrantMonths: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'asha@example.com' }),
    ).toBeVisible();
    await expect(main.getByText('Not a member')).toBeVisible();
    await expect(main.getByText('No orders yet')).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Suspend account' })).toBeNull();
    const form = within(main.getByRole('form', { name: 'Grant membership' }));
    await userEvent.clear(form.getByLabelText(/Months/));
    await userEvent.type(form.getByLabelText(/Months/), '30');
    await userEvent.click(form.getByRole('button', { name: 'Grant membership' }));
    await expect(form.getByText(STUDIO_MESSAGES.monthsInvalid)).toBeVisible();
    await expect(form.getByText(STUDIO_MESSAGES.reasonRequired)).toBeVisible();
  },
};

/** A moderator who also works support can reinstate a suspended account from here. */
export const SuspendedForAModerator: Story = {
  args: { url: `/studio/members/${ashok?.userId}` },
  parameters: studioApi(['support', 'moderator']),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('Suspended')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reinstate account' })).toBeVisible();
  },
};
