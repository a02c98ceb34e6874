import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

const meta = {
  title: 'Studio pages/Audit log',
  ...STUDIO_PAGE_STORY,
  args: { url: '/studio/audit' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paged by the server, 25 at a time; a filter asks again from the first page. */
export const FilterAndPage: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('1–25 of 30')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Next' }));
    await expect(await main.findByText('26–30 of 30')).toBeVisible();
    await userEvent.type(main.getByLabelText(/What/), 'staff.invite');
    await expect(await main.findByText('1–15 of 15')).toBeVisible();
  },
};
