import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PAGE_STORY, api } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';
import { CHANNELS, WAYS_TO_HELP } from './communityCopy';

// The page's English words, as the English catalogue holds them.
const COMMUNITY_SECTIONS = {
  blogs: { title: 'Fresh from the studio', empty: { title: 'No stories yet' } },
  milestones: {
    title: 'Milestones we reached together',
    action: 'Our whole story',
    empty: { title: 'No milestones yet' },
  },
  channels: { title: 'Follow IC Universe' },
  involved: { title: 'Get involved' },
};

const meta = {
  title: 'Pages/Community',
  ...PAGE_STORY,
  args: { url: '/community' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (page: ReturnType<typeof within>, name: string) =>
  within(page.getByRole('region', { name }) as HTMLElement);

const { blogs, milestones } = COMMUNITY_SECTIONS;

/** Three newest blogs, the three latest milestones newest first, channels and ways in. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await page.findByText('Inking the Monsoon: a Studio Diary', {}, AFTER_SKELETONS);
    await expect(region(page, blogs.title).getAllByRole('article')).toHaveLength(3);

    // Each section reveals itself (a transition of its own), so wait for this one too.
    const latest = await region(page, milestones.title).findAllByRole(
      'heading',
      { level: 3 },
      AFTER_SKELETONS,
    );
    await expect(latest.map((heading) => heading.textContent)).toEqual([
      'Scholarships announced',
      'Animation studio opens',
      '1,000 supporters',
    ]);
    await expect(
      region(page, milestones.title).getByRole('link', { name: milestones.action }),
    ).toHaveAttribute('href', '/support-us');

    const channels = region(page, COMMUNITY_SECTIONS.channels.title).getAllByRole('link');
    await expect(channels).toHaveLength(CHANNELS.length);
    for (const channel of channels) await expect(channel).toHaveAttribute('target', '_blank');

    const ways = region(page, COMMUNITY_SECTIONS.involved.title).getAllByRole('link');
    await expect(ways.map((link) => link.getAttribute('href'))).toEqual(
      WAYS_TO_HELP.map((way) => way.href),
    );
  },
};

/** Nothing published yet: each preview says so; the channels and ways in stay. */
export const Empty: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: blogs.empty.title }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(
      await page.findByRole('heading', { name: milestones.empty.title }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Careers & internships/ })).toBeVisible();
  },
};

/** The calls fail: logged, and the same empty states. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: blogs.empty.title }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(
      await page.findByRole('heading', { name: milestones.empty.title }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** Waiting for the API: skeletons in the two previews. */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getAllByRole('status')).toHaveLength(2);
    await expect(
      page.getByRole('heading', { name: COMMUNITY_SECTIONS.channels.title }),
    ).toBeVisible();
  },
};

/** On a phone the cards stack in one column. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const ways = region(page, COMMUNITY_SECTIONS.involved.title).getAllByRole('link');
    const lefts = new Set(ways.map((link) => Math.round(link.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};
