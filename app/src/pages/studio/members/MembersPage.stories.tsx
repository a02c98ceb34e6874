import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

const meta = {
  title: 'Studio pages/Members',
  ...STUDIO_PAGE_STORY,
  parameters: { ...STUDIO_PAGE_STORY.parameters, ...studioApi(['support']) },
  args: { url: '/studio/members' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing the start of an address finds the accounts; one opens the member's page. */
export const SearchAndOpen: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByText('Type an email or a username to search')).toBeVisible();
    await userEvent.type(main.getByRole('searchbox', { name: 'Email or username' }), 'ash');
    await expect(await main.findByRole('link', { name: 'asha@example.com' })).toBeVisible();
    await expect(main.getByText('Suspended')).toBeVisible();
    await userEvent.click(main.getByRole('link', { name: 'asha@example.com' }));
    const member = await mainOf(canvasElement);
    await expect(
      await member.findByRole('heading', { level: 1, name: 'asha@example.com' }),
    ).toBeVisible();
  },
};

/** Nothing starts with the search. */
export const NoneFound: Story = {
  args: { url: '/studio/members?q=zz' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('No account starts with that')).toBeVisible();
  },
};
