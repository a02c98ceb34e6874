import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { characterList, comics, signedInUser } from '../../mocks/fixtures';
import { PAGE_STORY, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const comic = comics[0]!;

const meta = {
  title: 'Pages/Comic',
  ...PAGE_STORY,
  args: { url: `/comics/${comic._id}` },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: cover and title, genres, synopsis and facts, the cast, numbered chapters with Start reading, "Log in to follow". */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: comic.title }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(main.getByText(comic.synopsis)).toBeVisible();
    await expect(main.getByText('Rating').nextElementSibling).toHaveTextContent('G: General');
    await expect(main.getByRole('link', { name: 'Log in to follow' })).toHaveAttribute(
      'href',
      '/login',
    );
    const cast = main.getByRole('list', { name: 'Characters in it' });
    await expect(within(cast).getByRole('link')).toHaveTextContent(characterList[0]!.originalName);
    const chapters = await main.findByRole('list', { name: 'Chapters' }, AFTER_SKELETONS);
    await expect(within(chapters).getAllByRole('link')).toHaveLength(3);
    // Numbered rows and a way in, as on the chapter list page.
    await expect(chapters).toHaveTextContent('Chapter 1');
    await expect(main.getByRole('link', { name: 'Start reading' })).toBeVisible();
  },
};

/** Signed in: Follow turns to Following, and back. */
export const Follow: Story = {
  beforeEach: signedInAs(signedInUser),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const follow = await main.findByRole(
      'button',
      { name: `Follow ${comic.title}` },
      AFTER_SKELETONS,
    );
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    await expect(follow).toHaveTextContent('Following');
    await userEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** An id nobody knows: says so, with the way back to every comic. */
export const NotFound: Story = {
  args: { url: '/comics/000000000000000000000000' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'Comic not found' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'All comics' })).toHaveAttribute('href', '/comics');
  },
};

export const OnAPhone: Story = { ...Content, ...PHONE_VIEWPORT };
