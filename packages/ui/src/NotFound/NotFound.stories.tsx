import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { navigate, withStoryRouter } from '../SiteHeader/storyRouter';
import { NotFound } from './NotFound';

const meta = {
  title: 'Site/NotFound',
  component: NotFound,
  decorators: [withStoryRouter],
  args: { homeHref: '/' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Page Not Found!' as the page heading, and a link that goes home through the router. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found!' })).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Back to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(navigate).toHaveBeenCalledWith('/');
  },
};
