import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { SIDEBAR_HEADINGS, SidebarLayout } from './SidebarLayout';

const content = (
  <article>
    <h1>The Lantern Makers of Jaipur</h1>
    <p>Every evening at six, the lamps of the old city come on one by one.</p>
  </article>
);

const sidebar = (
  <ul>
    <li>Monsoon Sketchbook</li>
    <li>Ten Years of Vajra Kid</li>
  </ul>
);

const meta = {
  title: 'Layout/SidebarLayout',
  component: SidebarLayout,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    sidebarHeadingLevel: { control: 'inline-radio', options: SIDEBAR_HEADINGS },
    children: { control: false },
    sidebar: { control: false },
    toolbar: { control: false },
  },
  args: {
    children: content,
    sidebar,
    sidebarTitle: 'Trending News',
    toolbar: <Button variant="outline">Back</Button>,
  },
} satisfies Meta<typeof SidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const rectOf = (element: HTMLElement) => element.getBoundingClientRect();

/** Wide screens: the content, with the sidebar (a landmark named by its heading) to its right. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary', { name: 'Trending News' });
    await expect(within(aside).getByRole('heading', { level: 2 })).toBeVisible();
    const article = canvas.getByRole('article');
    await expect(rectOf(aside).left).toBeGreaterThanOrEqual(rectOf(article).right);
    // The toolbar sits above both columns.
    await expect(rectOf(canvas.getByRole('button', { name: 'Back' })).bottom).toBeLessThanOrEqual(
      rectOf(article).top,
    );
  },
};

/** Without a sidebar the content takes the whole width. */
export const WithoutSidebar: Story = {
  args: { sidebar: undefined, toolbar: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a phone the sidebar follows the content. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary', { name: 'Trending News' });
    await expect(rectOf(aside).top).toBeGreaterThanOrEqual(
      rectOf(canvas.getByRole('article')).bottom,
    );
  },
};
