import { panelArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_BLOGS } from '../BlogCard/sampleBlogs';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { BLOG_ARTICLE_HEADINGS, BlogArticle } from './BlogArticle';

const [blog] = SAMPLE_BLOGS;

const entries = [
  {
    imageUrl: panelArt(7, 'DUSK'),
    story:
      'Every evening at six, the lamps of the old city come on one by one. Nobody knows who lights the last one, at the top of the clock tower.',
  },
  {
    imageUrl: panelArt(8, 'WHOOSH'),
    story:
      'Meera and her cousin Tanu find out on the first night of Diwali.\nThe lamplighter is ninety years old, and she needs someone to take her place.',
  },
  {
    story: 'The first chapter is out on Friday. Tell us who you think the thief is.',
  },
];

const sections = [
  { heading: 'Where it started', imageUrl: panelArt(7, 'DUSK'), story: entries[0]!.story },
  { heading: null, story: entries[1]!.story },
  { heading: 'What comes next', imageUrl: panelArt(8, 'WHOOSH'), story: entries[2]!.story },
];

const meta = {
  title: 'Blogs/BlogArticle',
  component: BlogArticle,
  argTypes: { headingLevel: { control: 'inline-radio', options: BLOG_ARTICLE_HEADINGS } },
  args: {
    title: blog!.title,
    subject: blog!.subject,
    authorName: blog!.authorName,
    publishedAt: blog!.publishedAt,
    cover: blog!.cover,
    entries,
  },
  // The width it has beside the trending sidebar.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Subject, title (the page's h1), author and date, the cover, then each story with its picture. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const article = canvas.getByRole('article', { name: args.title });
    const scope = within(article);
    await expect(scope.getByRole('heading', { level: 1 })).toHaveTextContent(args.title);
    await expect(scope.getByText(args.subject)).toBeVisible();
    await expect(scope.getByText(/By Riya Bansal/)).toBeVisible();
    await expect(scope.getByText('Oct 4, 2025')).toBeVisible();
    await expect(scope.getByRole('img', { name: `Cover art for ${args.title}` })).toBeVisible();
  },
};

/** Stories in order, each picture named after its part; a story without one is text alone. */
export const Stories: Story = {
  play: async ({ canvas, args }) => {
    const pictures = canvas
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'))
      .slice(1);
    await expect(pictures).toEqual([`${args.title}, part 1`, `${args.title}, part 2`]);
    await expect(canvas.getByRole('img', { name: `${args.title}, part 1` })).toHaveAttribute(
      'loading',
      'lazy',
    );
    // Line breaks in a story make paragraphs.
    await expect(
      canvas.getByText('Meera and her cousin Tanu find out on the first night of Diwali.').tagName,
    ).toBe('P');
    await expect(
      canvas.getByText('The first chapter is out on Friday. Tell us who you think the thief is.'),
    ).toBeVisible();
  },
};

/** Sections: a heading one level below the title opens each; a picture is named after its section. */
export const WithSections: Story = {
  args: {
    entries: sections,
    footer: <p>About this story: Night Watch: Mayapuri</p>,
  },
  play: async ({ canvas, args }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Where it started', 'What comes next']);
    await expect(
      canvas.getByRole('img', { name: `${args.title}: What comes next` }),
    ).toBeInTheDocument();
    const footer = canvas.getByText('About this story: Night Watch: Mayapuri').closest('footer');
    await expect(footer).not.toBeNull();
  },
};

/** Inside another page the title can be an h2. */
export const AsASection: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.title);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas, args }) => {
    const article = canvas.getByRole('article', { name: args.title });
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};
