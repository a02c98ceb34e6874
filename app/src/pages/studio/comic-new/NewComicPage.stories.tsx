import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { STUDIO_COMICS_MESSAGES } from '@ic/domain';
import { studioComicHandlers } from '../../../mocks/studioComics';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

const meta = {
  title: 'Studio pages/New comic',
  ...STUDIO_PAGE_STORY,
  parameters: {
    ...STUDIO_PAGE_STORY.parameters,
    ...studioApi(['editor'], ...studioComicHandlers()),
  },
  args: { url: '/studio/comics/new' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens. */
export const Empty: Story = {};

/** An empty submit says what is missing; a filled one creates the draft and opens its editor. */
export const CreateADraft: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(main.getByText(STUDIO_COMICS_MESSAGES.titleRequired)).toBeVisible());
    await expect(main.getByText(STUDIO_COMICS_MESSAGES.authorsRequired)).toBeVisible();
    await userEvent.type(main.getByLabelText(/^Title/), 'The Kite Runners of Leh');
    await userEvent.type(main.getByLabelText(/^Authors/), 'Tenzin Dolma, Arjun Das');
    await userEvent.selectOptions(main.getByLabelText(/^Rating/), 'PG');
    await userEvent.click(main.getByRole('button', { name: 'Create draft' }));
    const editor = await mainOf(canvasElement);
    await expect(
      await editor.findByRole('heading', { level: 1, name: 'The Kite Runners of Leh' }),
    ).toBeVisible();
    await expect(editor.getAllByText('Draft')[0]).toBeVisible();
  },
};
