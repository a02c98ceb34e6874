import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';
import { CHARACTERS_TEXT } from './CharactersPage';

const meta = {
  title: 'Studio pages/Characters',
  ...STUDIO_PAGE_STORY,
  parameters: { ...STUDIO_PAGE_STORY.parameters, ...studioApi(['editor']) },
  args: { url: '/studio/characters' },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server pages them 25 at a time; Next asks for the next page. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('1–25 of 60')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Agni Storm' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Next' }));
    await expect(await main.findByText('26–50 of 60')).toBeVisible();
    await expect(main.queryByRole('link', { name: 'Agni Storm' })).toBeNull();
  },
};

/** A part of the name finds them; a name opens its editor. */
export const SearchAndOpen: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByText('1–25 of 60');
    await userEvent.type(main.getByRole('searchbox', { name: CHARACTERS_TEXT.search }), 'varsha');
    await waitFor(() => expect(main.getByText('1–6 of 6')).toBeVisible());
    await userEvent.click(main.getByRole('link', { name: 'Varsha Warden' }));
    const editor = await mainOf(canvasElement);
    await expect(
      await editor.findByRole('heading', { level: 1, name: 'Varsha Warden' }),
    ).toBeVisible();
  },
};

/** No name matches. */
export const NoneFound: Story = {
  args: { url: '/studio/characters' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByText('1–25 of 60');
    await userEvent.type(main.getByRole('searchbox', { name: CHARACTERS_TEXT.search }), 'qqq');
    await expect(await main.findByText(CHARACTERS_TEXT.empty)).toBeVisible();
  },
};
