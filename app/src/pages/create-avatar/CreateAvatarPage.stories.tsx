import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { signedInUser } from '../../mocks/fixtures';
import { api, PAGE_STORY, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

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

/**
 * The count is true: Continue leads to step 2 of 2 (the profile as others see it), which saves;
 * Back returns to the same character.
 */
export const TwoSteps: Story = {
  parameters: api(
    'content',
    http.patch('/api/profile', async ({ request }) => {
      const { avatar } = (await request.json()) as { avatar: string };
      return HttpResponse.json({ success: true, data: { ...signedInUser, avatar } });
    }),
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByText('Step 1 of 2')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Continue' }));
    await expect(main.getByText('Step 2 of 2')).toBeVisible();
    await expect(main.getByText(signedInUser.username)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Save my character' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Back' }));
    await expect(main.getByText('Step 1 of 2')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Continue' }));
    await userEvent.click(main.getByRole('button', { name: 'Save my character' }));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'My Account' }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = { ...PHONE_VIEWPORT };
