import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STUDIO_MESSAGES } from '@ic/domain';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

// Dialogs render in a portal on document.body, outside the story's canvas.
const body = within(document.body);

const meta = {
  title: 'Studio pages/Contributors',
  ...STUDIO_PAGE_STORY,
  parameters: { ...STUDIO_PAGE_STORY.parameters, ...studioApi(['moderator']) },
  args: { url: '/studio/contributors' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A rude name is hidden with a reason; the row then says so and offers to show it again. */
export const HideAName: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = within(await main.findByRole('row', { name: /Worst Comic Ever Lol/ }));
    await userEvent.click(row.getByRole('button', { name: 'Hide name' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Hide name' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Hide name' }));
    // The field's message fades in.
    await waitFor(() => expect(dialog.getByText(STUDIO_MESSAGES.reasonRequired)).toBeVisible());
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Insults the creators');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide name' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const updated = within(await main.findByRole('row', { name: /Hidden: Insults the creators/ }));
    await expect(updated.getByRole('button', { name: 'Show name' })).toBeVisible();
  },
};

/** An anonymous gift has no name to hide; a hidden one shows its reason. */
export const HiddenAndAnonymous: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const anonymous = within(await main.findByRole('row', { name: /Anonymous \(chose no name\)/ }));
    await expect(anonymous.queryByRole('button')).toBeNull();
    const hidden = within(main.getByRole('row', { name: /Spam Spam Spam/ }));
    await expect(hidden.getByText('Hidden: Advertising in a donor name')).toBeVisible();
  },
};

/** Staff without the moderator role get the not-allowed page from the server's 403. */
export const WithoutTheRole: Story = {
  parameters: studioApi([]),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', {
        name: 'You don’t have access to this part of the studio',
      }),
    ).toBeVisible();
  },
};
