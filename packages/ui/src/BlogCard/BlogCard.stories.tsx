import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { BLOG_HEADINGS, BlogCard } from './BlogCard';
import { SAMPLE_BLOGS, SAMPLE_TOPICS } from './sampleBlogs';
import { navigate, withRouterLinks } from './storyLinks';

const [blog] = SAMPLE_BLOGS;

const meta = {
  title: 'Blogs/BlogCard',
  component: BlogCard,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: BLOG_HEADINGS },
    imageLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
  args: { ...blog!, imageLoading: 'eager' },
  decorators: [withRouterLinks],
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <BlogCard {...args} />
    </div>
  ),
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cover, subject, title, author and date ('Mon D, YYYY'), and 'Read more'. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const article = canvas.getByRole('article');
    await expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(args.title);
    await expect(within(article).getByText(args.subject)).toBeVisible();
    await expect(within(article).getByText(/By Riya Bansal/)).toBeVisible();
    await expect(within(article).getByText('Oct 4, 2025')).toHaveAttribute(
      'datetime',
      '2025-10-04',
    );
    await expect(article.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** 'Read more' names its blog for screen readers and goes to the blog's page. */
export const ReadMore: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: `Read more about ${args.title}` });
    await expect(link).toHaveAttribute('href', args.href);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith(args.href);
  },
};

/** The title takes the heading level the page's outline needs. */
export const HeadingLevel: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.title);
  },
};

/** A long subject wraps instead of overflowing the card. */
export const LongSubject: Story = {
  args: {
    subject: 'A retired electrician, a thirteen-year-old inventor and a very bad landlord',
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(
      canvasElement.querySelector('[data-slot="subject"]')?.clientHeight,
    ).toBeGreaterThan(0);
  },
};

/** Without a cover (or with a broken one) a placeholder panel takes the picture's room. */
export const NoCover: Story = {
  args: { cover: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-cover]')).toHaveAttribute(
      'data-cover',
      'placeholder',
    );
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Cards side by side keep one height, with their links lined up at the bottom. */
export const InARow: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 }}>
      {SAMPLE_BLOGS.slice(0, 3).map((item) => (
        <BlogCard key={item.id} {...item} imageLoading={args.imageLoading} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: /^Read more/ });
    await expect(links).toHaveLength(3);
    const bottoms = links.map((link) => Math.round(link.getBoundingClientRect().bottom));
    await expect(new Set(bottoms).size).toBe(1);
  },
};

/** What the blog discusses: each topic a link to its page, named list, wrapping inside the card. */
export const About: Story = {
  args: { about: SAMPLE_TOPICS },
  play: async ({ canvas, args }) => {
    const topics = canvas.getByRole('list', { name: `What ${args.title} is about` });
    const [comic, character] = SAMPLE_TOPICS;
    await expect(within(topics).getAllByRole('listitem')).toHaveLength(2);
    const read = within(topics).getByRole('link', { name: comic.label });
    await expect(read).toHaveAttribute('href', comic.href);
    await userEvent.click(within(topics).getByRole('link', { name: character.label }));
    await expect(navigate).toHaveBeenCalledWith(character.href);
    const card = canvas.getByRole('article');
    await expect(read.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

/** A blog that names no topic shows no topic list. */
export const NoTopics: Story = {
  args: { about: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Phone: Story = {
  ...PHONE_VIEWPORT,
  args: { about: SAMPLE_TOPICS },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
