import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STUDIO_MESSAGES } from '@ic/domain';
import { STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

const body = within(document.body);

const meta = {
  title: 'Studio pages/Staff',
  ...STUDIO_PAGE_STORY,
  args: { url: '/studio/staff' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone on the staff with their roles; an invitation is checked, then sent. */
export const InviteAModerator: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = within(await main.findByRole('row', { name: /zoya@icuniverse.example/ }));
    await expect(row.getByText('Moderator, Support')).toBeVisible();
    const form = within(main.getByRole('form', { name: 'Invite staff' }));
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await expect(form.getByText(STUDIO_MESSAGES.rolesRequired)).toBeVisible();
    await userEvent.type(form.getByLabelText(/^Email/), 'Neel@Example.com');
    await userEvent.click(form.getByRole('checkbox', { name: 'Moderator' }));
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(form.getByLabelText(/^Email/)).toHaveValue(''));
    await expect(form.getByRole('checkbox', { name: 'Moderator' })).not.toBeChecked();
  },
};

/** Changing roles opens a dialog with the roles held ticked. */
export const ChangeRoles: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const row = within(await main.findByRole('row', { name: /kabir@icuniverse.example/ }));
    await userEvent.click(row.getByRole('button', { name: 'Change roles' }));
    const dialog = within(await body.findByRole('dialog', { name: /Roles of kabir/ }));
    await expect(dialog.getByRole('checkbox', { name: 'Editor' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Editor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save roles' }));
    // The dialog fades in: on a busy machine the message can arrive before its first frame.
    await waitFor(() => expect(dialog.getByText(STUDIO_MESSAGES.rolesRequired)).toBeVisible());
  },
};
