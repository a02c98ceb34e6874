import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { comics } from '../../mocks/fixtures';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/Search',
  ...PAGE_STORY,
  args: { url: '/search?q=storm' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "storm": a comic and characters, grouped, the results heading focused (so scrolled to). */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const heading = await main.findByRole('heading', { level: 2, name: 'Results for “storm”' });
    await expect(await main.findByRole('list', { name: 'Comics found' })).toBeVisible();
    await expect(heading).toHaveFocus();
    const storm = comics.find((c) => c.title === 'Rise of the Eternal Storm');
    await expect(
      within(main.getByRole('list', { name: 'Comics found' })).getByRole('link', {
        name: /Rise of the Eternal Storm/,
      }),
    ).toHaveAttribute('href', `/comics/${storm?._id}`);
    const characters = main.getByRole('list', { name: 'Characters found' });
    const names = within(characters)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names[0]).toBe('Agni Storm');
    await expect(
      main.getByRole('link', { name: 'Every character matching “storm”' }),
    ).toHaveAttribute('href', '/characters?q=storm');
  },
};

/** Nothing matches: says so and offers the whole list. */
export const NoMatch: Story = {
  args: { url: '/search?q=zzz' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'Nothing matches that name' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse every character' })).toHaveAttribute(
      'href',
      '/characters',
    );
  },
};

/** Opened without a query: asks for one. */
export const NoQuery: Story = {
  args: { url: '/search' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
  },
};

/** The search cannot run: logged, and it finds nothing. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'Nothing matches that name' }),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = { ...Content, ...PHONE_VIEWPORT };
