import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BLOG_HEADINGS } from '../BlogCard';
import { SAMPLE_BLOGS, SAMPLE_EXCERPT, SAMPLE_TOPICS } from '../BlogCard/sampleBlogs';
import { navigate, withRouterLinks } from '../BlogCard/storyLinks';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { LatestUpdate } from './LatestUpdate';

const meta = {
  title: 'Blogs/LatestUpdate',
  component: LatestUpdate,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: BLOG_HEADINGS },
    imageLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
  args: { ...SAMPLE_BLOGS[0]!, excerpt: SAMPLE_EXCERPT, imageLoading: 'eager' },
  decorators: [withRouterLinks],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof LatestUpdate>;

export default meta;
type Story = StoryObj<typeof meta>;

const coverOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-cover]')!;
const titleOf = (root: HTMLElement) => within(root).getByRole('heading');

/** The newest blog, large: cover beside subject, title, byline, opening lines and 'Read more'. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(titleOf(canvasElement)).toHaveTextContent(args.title);
    await expect(canvas.getByText(args.subject)).toBeVisible();
    await expect(canvas.getByText('Oct 4, 2025')).toBeVisible();
    await expect(canvas.getByText(SAMPLE_EXCERPT)).toBeVisible();
    // Wide screens: the cover sits to the left of the text.
    const cover = coverOf(canvasElement).getBoundingClientRect();
    await expect(cover.right).toBeLessThanOrEqual(
      titleOf(canvasElement).getBoundingClientRect().left,
    );
  },
};

/** 'Read more' is a button-like link to the blog's page. */
export const ReadMore: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: `Read more about ${args.title}` });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith(args.href);
  },
};

/** Without an excerpt the feature shows the rest. */
export const WithoutExcerpt: Story = {
  args: { excerpt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(SAMPLE_EXCERPT)).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Read more/ })).toBeVisible();
  },
};

/** What the blog discusses, each a link to its page, after the opening lines. */
export const About: Story = {
  args: { about: SAMPLE_TOPICS },
  play: async ({ canvas, args }) => {
    const topics = canvas.getByRole('list', { name: `What ${args.title} is about` });
    const [comic] = SAMPLE_TOPICS;
    await userEvent.click(within(topics).getByRole('link', { name: comic.label }));
    await expect(navigate).toHaveBeenCalledWith(comic.href);
  },
};

/** On a phone the cover stacks above the text. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  args: { about: SAMPLE_TOPICS },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const cover = coverOf(canvasElement).getBoundingClientRect();
    await expect(cover.bottom).toBeLessThanOrEqual(
      titleOf(canvasElement).getBoundingClientRect().top,
    );
  },
};
