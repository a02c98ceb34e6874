import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LogoSplash } from './LogoSplash';
import { reducedMotionAnimationName } from './reducedMotion';

const meta = {
  title: 'Site/LogoSplash',
  component: LogoSplash,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Loading IC Universe' },
} satisfies Meta<typeof LogoSplash>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo alone, full screen, announced as a busy status with a name. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const splash = canvas.getByRole('status', { name: 'Loading IC Universe' });
    await expect(splash).toHaveAttribute('aria-busy', 'true');
    await expect(splash.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    const logo = canvasElement.querySelector('[data-slot="splash-logo"]');
    await expect(getComputedStyle(logo!).animationName).not.toBe('none');
    // With reduced motion the logo stands still.
    await expect(reducedMotionAnimationName(logo!)).toBe('none');
  },
};

/** After its duration (2 s in the app; 50 ms here) it calls onDone once. */
export const CallsOnDone: Story = {
  args: { onDone: fn(), durationMs: 50 },
  play: async ({ args }) => {
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};
