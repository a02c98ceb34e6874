import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { signedInUser } from '../../mocks/fixtures';
import { PAGE_STORY, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/CreateAvatar',
  ...PAGE_STORY,
  args: { url: '/createAvatar' },
  beforeEach: signedInAs(signedInUser),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Randomise draws another character; Customise opens the editor. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      main.getByRole('heading', { level: 1, name: 'Create your character!' }),
    ).toBeVisible();
    const avatar = main.getByRole('img', { name: "Priya Sharma's character" });
    const before = avatar.innerHTML;
    await userEvent.click(main.getByRole('button', { name: 'Randomise' }));
    await expect(avatar.innerHTML).not.toBe(before);
    await userEvent.click(main.getByRole('button', { name: 'Customise' }));
    await userEvent.click(main.getByRole('radio', { name: 'Glasses' }));
    await expect(main.getByRole('radio', { name: 'Glasses' })).toBeChecked();
  },
};

export const OnAPhone: Story = { ...PHONE_VIEWPORT };
