import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { reducedMotionAnimationName } from '../LogoSplash/reducedMotion';
import { navigate, withStoryRouter } from '../SiteHeader/storyRouter';
import { TextLink } from '../TextLink';
import { ComingSoon } from './ComingSoon';

/** The default message in English (the stories render in English). */
const COMING_SOON_MESSAGE = 'This page is still on the drawing board. Check back soon!';

const meta = {
  title: 'Site/ComingSoon',
  component: ComingSoon,
  decorators: [withStoryRouter],
  parameters: { layout: 'fullscreen' },
  args: { title: 'Animation' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's title, then COMING SOON scrolling past; screen readers get the words once, not the loop. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Animation' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Animation' })).toHaveTextContent(
      `Coming soon. ${COMING_SOON_MESSAGE}`,
    );
    const tracks = canvasElement.querySelectorAll('[data-slot="coming-soon-marquee-track"]');
    await expect(tracks).toHaveLength(2);
    for (const track of tracks) {
      await expect(track.closest('[aria-hidden="true"]')).not.toBeNull();
      await expect(track.getAnimations()[0]?.playState).toBe('running');
      // Reduced motion: the band stands still.
      await expect(reducedMotionAnimationName(track)).toBe('none');
    }
  },
};

/** Another page title, with a way back home under the message. */
export const WithAction: Story = {
  args: {
    title: 'Shop',
    children: (
      <TextLink href="/" variant="button">
        Back to Home
      </TextLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Home' }));
    await expect(navigate).toHaveBeenCalledWith('/');
  },
};
