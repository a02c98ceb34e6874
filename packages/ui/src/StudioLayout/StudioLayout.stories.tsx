import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CharacterTable } from '../DataTable/DataTable.fixtures';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider';
import { atViewport } from '../storybook/viewports';
import { StudioLayout, type StudioNavSection } from './StudioLayout';

const SECTIONS: StudioNavSection[] = [
  {
    title: 'Content',
    items: [
      { label: 'Comics', href: '#comics', icon: 'book' },
      { label: 'Blogs and news', href: '#blogs', icon: 'edit' },
      { label: 'Characters', href: '#characters', icon: 'user', current: true },
      { label: 'Careers', href: '#careers', icon: 'star' },
    ],
  },
  {
    title: 'Moderation',
    items: [
      { label: 'Feedback', href: '#feedback', icon: 'mail' },
      { label: 'Error reports', href: '#errors', icon: 'alert' },
    ],
  },
  {
    title: 'Members and money',
    items: [{ label: 'Members', href: '#members', icon: 'heart' }],
  },
];

const header = (
  <>
    <strong>IC Studio</strong>
    <span>Signed in as Meera (editor)</span>
  </>
);

// Stands in for the app's router: a click stays on the story instead of loading a page.
function StoryLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Studio/StudioLayout',
  component: StudioLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  args: {
    sections: SECTIONS,
    header,
    children: (
      <>
        <h1>Characters</h1>
        <CharacterTable pageSize={10} captionHidden />
      </>
    ),
  },
} satisfies Meta<typeof StudioLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

// By element, not role: folded, the navigation is out of the accessibility tree.
const nav = (canvasElement: HTMLElement) => canvasElement.querySelector('nav');

/** A laptop: the navigation is a column beside the screen; the current page is marked. */
export const Laptop1366: Story = {
  ...atViewport('laptop1366'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Studio' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Characters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('list', { name: 'Moderation' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'studio-main');
  },
};

/** A tablet at 768 px: still a column; the table's rows become cards, so nothing scrolls sideways. */
export const Tablet768: Story = {
  ...atViewport('tablet768'),
  play: async ({ canvas, canvasElement }) => {
    await expect(nav(canvasElement)).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Characters' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Under 768 px the navigation folds behind Menu; Escape closes it and gives the focus back. */
export const Phone: Story = {
  ...atViewport('phone375'),
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(canvasElement)).not.toBeVisible();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(canvasElement)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Comics' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Choosing a page closes the menu, so the screen it opens is in view. */
export const PhoneMenuOpen: Story = {
  ...atViewport('phone360'),
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await waitFor(() => expect(nav(canvasElement)).toBeVisible());
    await userEvent.click(canvas.getByRole('link', { name: 'Feedback' }));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(canvasElement)).not.toBeVisible();
  },
};
