import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WelcomeScreen } from './WelcomeScreen';

const meta = {
  title: 'Site/WelcomeScreen',
  component: WelcomeScreen,
  args: {
    firstName: 'Meera',
    username: 'meera_x7k2q9',
    skipHref: '/',
    tiles: [
      { title: 'Read comics', description: 'Start a chapter.', icon: 'book', href: '/' },
      { title: 'Meet the heroes', description: 'Find your favourite.', icon: 'star', href: '/' },
      { title: 'Play games', description: 'Jump into a game.', icon: 'gamepad', href: '/' },
      { title: 'Watch animation', description: 'See them move.', icon: 'film', href: '/' },
    ],
  },
} satisfies Meta<typeof WelcomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A greeting by first name, the username, four tiles and SKIP, all going where the page says. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome, Meera!' })).toBeVisible();
    await expect(canvas.getByText('meera_x7k2q9')).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: /comics|heroes|games|animation/ }),
    ).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'SKIP' })).toHaveAttribute('href', '/');
  },
};

export const LongUsername: Story = { args: { username: 'a_very_long_username_of_thirty' } };
