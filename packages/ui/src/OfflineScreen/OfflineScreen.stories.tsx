import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OfflineScreen, OFFLINE_TEXT } from './OfflineScreen';

const meta = {
  title: 'Site/OfflineScreen',
  component: OfflineScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn(), retrying: false },
} satisfies Meta<typeof OfflineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full screen, announced at once (role alert), with a retry button that calls onRetry. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const screen = canvas.getByRole('main', { name: OFFLINE_TEXT.title });
    await expect(screen.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While a check runs the button is busy and ignores clicks. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, args }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Without onRetry the screen waits for the connection alone: no button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
