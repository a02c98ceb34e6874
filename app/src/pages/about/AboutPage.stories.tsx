import { TIMINGS } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PAGE_STORY, api } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

// The page's English words, as the English catalogue holds them.
const FOUNDER = {
  name: 'Anaya Deshpande',
  portraitAlt:
    'Comic drawing of Anaya Deshpande smiling, in round glasses, her hair in a bun with a pencil through it',
};
const TEAMS_SECTION = { label: 'Our teams', empty: { title: 'Our teams are getting ready' } };
const VISION_SECTION = { title: 'Our vision' };
const VISION_TITLES = ['Innovation', 'Growing Audience', 'Growth', 'Future Goals'];

const meta = {
  title: 'Pages/About Us',
  ...PAGE_STORY,
  args: { url: '/aboutUS' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hero, the founder, the first team after the skeletons and the four vision cards. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByText(/more than 2,500 superheroes/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: FOUNDER.name })).toBeVisible();
    await expect(page.getByRole('img', { name: FOUNDER.portraitAlt })).toBeVisible();

    const teams = await page.findByRole('region', { name: TEAMS_SECTION.label }, AFTER_SKELETONS);
    await expect(within(teams).getByRole('heading', { level: 3 })).toHaveTextContent('Team UI/UX');
    await expect(within(teams).getByText('Asha Storm')).toBeVisible();

    const vision = within(page.getByRole('list', { name: VISION_SECTION.title }));
    const titles = vision.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(VISION_TITLES);
  },
};

/** The teams rotate on their own every 5 s (a story about time: no screenshot). */
export const TeamsRotate: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const teams = await page.findByRole('region', { name: TEAMS_SECTION.label }, AFTER_SKELETONS);
    const heading = within(teams).getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent('Team UI/UX');
    await waitFor(() => expect(heading).toHaveTextContent('Team Development'), {
      timeout: TIMINGS.teamRotationMs + 1500,
    });
  },
};

/** No teams from the API: the founder and the vision still tell the story. */
export const Empty: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: TEAMS_SECTION.empty.title }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: FOUNDER.name })).toBeVisible();
    await expect(page.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(4);
  },
};

/** The teams call fails: logged, and the same empty state. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: TEAMS_SECTION.empty.title }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.queryByRole('region', { name: TEAMS_SECTION.label })).toBeNull();
  },
};

/** Waiting for the teams: skeletons in their place; the rest of the page needs no data. */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('status')).toBeInTheDocument();
    await expect(page.getByRole('heading', { name: FOUNDER.name })).toBeVisible();
    await expect(page.getByRole('list', { name: VISION_SECTION.title })).toBeVisible();
  },
};

/** On a phone the founder's portrait comes before the story and the cards stack. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const portrait = page.getByRole('img', { name: FOUNDER.portraitAlt });
    const name = page.getByRole('heading', { name: FOUNDER.name });
    await expect(name.getBoundingClientRect().top).toBeGreaterThan(
      portrait.getBoundingClientRect().top,
    );
    const cards = within(page.getByRole('list', { name: VISION_SECTION.title })).getAllByRole(
      'listitem',
    );
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};
