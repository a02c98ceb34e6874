import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { studioComicHandlers, studioComicsFailing } from '../../../mocks/studioComics';
import { studioPending } from '../../../mocks/studio';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

const meta = {
  title: 'Studio pages/Comics',
  ...STUDIO_PAGE_STORY,
  parameters: {
    ...STUDIO_PAGE_STORY.parameters,
    ...studioApi(['editor'], ...studioComicHandlers()),
  },
  args: { url: '/studio/comics' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every comic with its status: published, draft, scheduled with its time; the search narrows the list. */
export const ListAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const published = within(await main.findByRole('row', { name: /The Lantern Cartographers/ }));
    await expect(published.getByText('Published')).toBeVisible();
    const draft = within(main.getByRole('row', { name: /The Salt Road Couriers/ }));
    await expect(draft.getByText('Draft')).toBeVisible();
    await expect(main.getByText(/Scheduled for Dec 1, 2026/)).toBeVisible();
    await userEvent.type(main.getByRole('searchbox', { name: 'Search titles' }), 'salt');
    await expect(await main.findByRole('row', { name: /Salt Road/ })).toBeVisible();
    await expect(main.queryByRole('row', { name: /Lantern/ })).toBeNull();
    await userEvent.click(main.getByRole('link', { name: 'The Salt Road Couriers' }));
    const editor = await mainOf(canvasElement);
    await expect(
      await editor.findByRole('heading', { level: 1, name: 'The Salt Road Couriers' }),
    ).toBeVisible();
  },
};

/** No comic yet: the table says so and the New comic button stays. */
export const Empty: Story = {
  parameters: studioApi(['editor'], ...studioComicHandlers([])),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('No comics yet')).toBeVisible();
    await expect(main.getByRole('link', { name: 'New comic' })).toBeVisible();
  },
};

/** The list on its way. */
export const Loading: Story = {
  parameters: studioApi(['editor'], studioPending),
};

/** The server failed: a note instead of the table. */
export const LoadFailed: Story = {
  parameters: studioApi(['editor'], studioComicsFailing),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByText('The comics could not load. Reload the page to try again.'),
    ).toBeVisible();
  },
};
