import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';
import { BLOGS_TEXT } from './BlogsPage';

const meta = {
  title: 'Studio pages/Blogs',
  ...STUDIO_PAGE_STORY,
  parameters: { ...STUDIO_PAGE_STORY.parameters, ...studioApi(['editor']) },
  args: { url: '/studio/blogs' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every blog in every state; the title search asks the server; a title opens the editor. */
export const ListSearchAndOpen: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const draft = within(await main.findByRole('row', { name: /Meet the Voice of Agni Storm/ }));
    await expect(draft.getByText('Draft')).toBeVisible();
    await expect(draft.getByText('IC Universe news')).toBeVisible();
    const scheduled = main.getByRole('row', { name: /Scholarships for Young Illustrators/ });
    await expect(within(scheduled).getByText('Scheduled')).toBeVisible();
    await userEvent.type(main.getByRole('searchbox', { name: BLOGS_TEXT.search }), 'monsoon');
    await waitFor(() => expect(main.queryByRole('row', { name: /Agni Storm/ })).toBeNull());
    await userEvent.click(main.getByRole('link', { name: 'Inking the Monsoon: a Studio Diary' }));
    const editor = await mainOf(canvasElement);
    await expect(
      await editor.findByRole('heading', {
        level: 1,
        name: 'Inking the Monsoon: a Studio Diary',
      }),
    ).toBeVisible();
  },
};

/** No title matches the search. */
export const NoneFound: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('row', { name: /Agni Storm/ });
    await userEvent.type(main.getByRole('searchbox', { name: BLOGS_TEXT.search }), 'zzz');
    await expect(await main.findByText(BLOGS_TEXT.empty)).toBeVisible();
  },
};

/** Staff without the editor role get the not-allowed page from the server's 403. */
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
