import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BLOG_HEADINGS } from '../BlogCard';
import { SAMPLE_BLOGS } from '../BlogCard/sampleBlogs';
import { navigate, withRouterLinks } from '../BlogCard/storyLinks';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { BLOG_LIST_SIZES, BlogList } from './BlogList';

const meta = {
  title: 'Blogs/BlogList',
  component: BlogList,
  argTypes: {
    size: { control: 'inline-radio', options: BLOG_LIST_SIZES },
    headingLevel: { control: 'inline-radio', options: BLOG_HEADINGS },
    imageLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
  args: {
    items: SAMPLE_BLOGS.slice(0, 5),
    label: 'More stories',
    size: 'md',
    imageLoading: 'eager',
  },
  decorators: [withRouterLinks],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: 'More stories' })).getAllByRole('listitem');

/** One row per blog, in the given order: subject, title, byline and 'Read more'. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const items = rows(canvasElement);
    await expect(items).toHaveLength(5);
    const titles = items.map((row) => within(row).getByRole('heading', { level: 3 }).textContent);
    await expect(titles).toEqual(args.items.map((blog) => blog.title));
    const first = within(items[0]!);
    await expect(first.getByText(args.items[0]!.subject)).toBeVisible();
    await expect(first.getByText('Oct 4, 2025')).toBeVisible();
  },
};

/** Every row's 'Read more' goes to its own blog. */
export const ReadMore: Story = {
  play: async ({ canvas, args }) => {
    const second = args.items[1]!;
    await userEvent.click(canvas.getByRole('link', { name: `Read more about ${second.title}` }));
    await expect(navigate).toHaveBeenCalledWith(second.href);
  },
};

/** Compact (a sidebar): no subject and no 'Read more'; the title itself is the link. */
export const Compact: Story = {
  args: { size: 'sm', label: 'More stories', headingLevel: 'h3' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('link', { name: /^Read more/ })).toBeNull();
    await expect(canvas.queryByText(args.items[0]!.subject)).toBeNull();
    const third = args.items[2]!;
    await userEvent.click(canvas.getByRole('link', { name: third.title }));
    await expect(navigate).toHaveBeenCalledWith(third.href);
  },
};

/** An empty list renders an empty list: what to say instead is the page's call. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    for (const row of rows(canvasElement)) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
  },
};
