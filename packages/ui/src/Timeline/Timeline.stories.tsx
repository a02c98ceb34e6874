import { panelArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { Timeline } from './Timeline';
import type { TimelineItem } from './TimelineEntry';

const TALES = [
  [
    'The first sketch',
    'A notebook doodle of a boy who could bend lightning became the hero who started it all. We pinned it to the wall of a tiny rented room and promised ourselves a universe would grow from it.',
  ],
  [
    'Our first printed comic',
    'Five hundred copies, a borrowed stapler and a school fair in Pune. Every copy went home with a reader, and the letters they wrote back still hang in our studio.',
  ],
  [
    'Readers become supporters',
    'When the printing bill doubled, readers chipped in. Their support paid for paper, ink and a second artist, and their names went on the back cover.',
  ],
  [
    'The animation room opens',
    'A corner with two second-hand tablets became our first animation room. The thunderbolt hero moved for the first time, for eight glorious seconds.',
  ],
  [
    'A universe of heroes',
    'Hundreds of heroes later, every new character still starts as a sketch on the same wall, and every supporter still helps us draw the next one.',
  ],
] as const;

const stories: TimelineItem[] = TALES.map(([title, description], index) => ({
  _id: `story-${index + 1}`,
  category: 'Support Us',
  title,
  eventDate: `202${index}-0${index + 2}-1${index}`,
  description,
  imageUrl: panelArt(index, ['ZAP!', 'POW!', 'WOW!', 'BAM!', 'YES!'][index]),
}));

const meta = {
  title: 'Site/Timeline',
  component: Timeline,
  argTypes: {
    isMobile: { control: 'boolean' },
    step: { control: { type: 'number', min: 1, max: 5 } },
  },
  args: { stories, isMobile: false },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (root: HTMLElement) =>
  within(root)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

/** Desktop: 2 stories first; View More adds 2 each time; then the end message replaces the button. */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(titles(canvasElement)).toEqual([TALES[0][0], TALES[1][0]]);
    await expect(canvas.queryByText("You've reached the end of the stories for now.")).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'View More' }));
    await expect(titles(canvasElement)).toHaveLength(4);
    await waitFor(() => expect(canvas.getByRole('article', { name: TALES[2][0] })).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'View More' }));
    await expect(titles(canvasElement)).toEqual(TALES.map(([title]) => title));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "You've reached the end of the stories for now.",
    );
    await expect(canvas.queryByRole('button', { name: 'View More' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('article', { name: TALES[4][0] })).toHaveFocus());
  },
};

/** When every story fits in the first step, the end message shows straight away. */
export const AllShown: Story = {
  args: { stories: stories.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "You've reached the end of the stories for now.",
    );
    await expect(canvas.queryByRole('button', { name: 'View More' })).toBeNull();
  },
};

/** Read more expands a description (aria-expanded); Show less clamps it again. */
export const ReadMore: Story = {
  play: async ({ canvas }) => {
    const article = within(canvas.getByRole('article', { name: TALES[0][0] }));
    const toggle = article.getByRole('button', { name: 'Read more' });
    const description = article.getByText(TALES[0][1]);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', description.id);
    await expect(getComputedStyle(description).webkitLineClamp).toBe('3');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Show less');
    await expect(getComputedStyle(description).webkitLineClamp).toBe('none');
    const other = within(canvas.getByRole('article', { name: TALES[1][0] }));
    await expect(other.getByRole('button', { name: 'Read more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('Read more');
  },
};

/** Mobile: one story at a time; Next and Prev step by one and stop at either end (keeping the focus). */
export const Mobile: Story = {
  args: { isMobile: true },
  play: async ({ canvas, canvasElement }) => {
    const prev = canvas.getByRole('button', { name: 'Prev' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(titles(canvasElement)).toEqual([TALES[0][0]]);
    await expect(canvas.getByText('1 of 5')).toBeVisible();
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(prev);
    await expect(titles(canvasElement)).toEqual([TALES[0][0]]);

    await userEvent.click(next);
    await expect(titles(canvasElement)).toEqual([TALES[1][0]]);
    await expect(canvas.getByText('2 of 5')).toBeVisible();
    await userEvent.click(prev);
    await expect(titles(canvasElement)).toEqual([TALES[0][0]]);

    for (let i = 0; i < 4; i += 1) await userEvent.click(next);
    await expect(titles(canvasElement)).toEqual([TALES[4][0]]);
    // At the end Next is marked disabled, does nothing and keeps the focus.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.click(next);
    await expect(titles(canvasElement)).toEqual([TALES[4][0]]);
    await expect(canvas.getByText('5 of 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'View More' })).toBeNull();
  },
};

/** Without the override the layout follows the viewport: a 375 px phone gets the stepper. */
export const DetectedPhone: Story = {
  ...PHONE_VIEWPORT,
  args: { isMobile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-layout', 'mobile');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** Without the override a desktop viewport gets the paged list. */
export const DetectedDesktop: Story = {
  args: { isMobile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-layout', 'desktop');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** No stories: an empty state rather than the end message or an empty stepper. */
export const Empty: Story = {
  args: { stories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No stories yet' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
