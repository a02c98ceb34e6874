import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_BLOGS } from '../BlogCard/sampleBlogs';
import { withRouterLinks } from '../BlogCard/storyLinks';
import { BlogList } from '../BlogList';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { FOUNDATION_BANNER_HEADINGS, FoundationUpdatesBanner } from './FoundationUpdatesBanner';

/** The banner's English title (the stories render in English). */
const FOUNDATION_UPDATES_TITLE = 'Foundation Updates';

const FOUNDATION_URL = 'https://foundation.example.com';

const updates = (
  <BlogList size="sm" label="Latest foundation updates" items={SAMPLE_BLOGS.slice(0, 3)} />
);

const meta = {
  title: 'Blogs/FoundationUpdatesBanner',
  component: FoundationUpdatesBanner,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: FOUNDATION_BANNER_HEADINGS },
    children: { control: false },
  },
  args: { href: FOUNDATION_URL, children: updates },
  decorators: [withRouterLinks],
} satisfies Meta<typeof FoundationUpdatesBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled band: heading, what the foundation does, its latest updates and a way to its site. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const band = canvas.getByRole('region', { name: FOUNDATION_UPDATES_TITLE });
    await expect(within(band).getByRole('heading', { level: 2 })).toBeVisible();
    const list = within(band).getByRole('list', { name: 'Latest foundation updates' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The foundation's site is another site: it opens in a new tab, safely, and says so. */
export const FoundationLink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Visit the Foundation/ });
    await expect(link).toHaveAttribute('href', FOUNDATION_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveTextContent('(opens in a new tab)');
  },
};

/** Without updates (none yet, or they failed to load) the banner still leads to the foundation. */
export const WithoutUpdates: Story = {
  args: { children: undefined, headingLevel: 'h3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      FOUNDATION_UPDATES_TITLE,
    );
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Visit the Foundation/ })).toBeVisible();
  },
};

/** No foundation site configured: the band and its updates stay, with no link to a dead host. */
export const WithoutFoundationSite: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    const band = canvas.getByRole('region', { name: FOUNDATION_UPDATES_TITLE });
    await expect(
      within(band).getByRole('list', { name: 'Latest foundation updates' }),
    ).toBeVisible();
    await expect(within(band).queryByRole('link', { name: /Visit the Foundation/ })).toBeNull();
  },
};

export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const band = canvas.getByRole('region', { name: FOUNDATION_UPDATES_TITLE });
    await expect(band.scrollWidth).toBeLessThanOrEqual(band.clientWidth);
  },
};
