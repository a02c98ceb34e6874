import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CONNECTIVITY_TIPS, NetworkError } from './NetworkError';

const meta = {
  title: 'Site/NetworkError',
  component: NetworkError,
  args: { onRetry: fn(), retrying: false },
} satisfies Meta<typeof NetworkError>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (root: HTMLElement) => root.querySelector('[aria-live="polite"]')?.textContent;

/** The colour of the canvas pixel under a client position, as [r, g, b]. */
function pixelAt(canvas: HTMLCanvasElement, clientX: number, clientY: number) {
  const rect = canvas.getBoundingClientRect();
  const x = Math.round(((clientX - rect.left) * canvas.width) / rect.width);
  const y = Math.round(((clientY - rect.top) * canvas.height) / rect.height);
  return Array.from(canvas.getContext('2d')!.getImageData(x, y, 1, 1).data.slice(0, 3));
}

/** 'Whooops!', the tips and a retry button. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Whooops!' })).toBeVisible();
    const tips = canvas.getByRole('list', { name: 'Connection tips' });
    await expect(tips.querySelectorAll('li')).toHaveLength(CONNECTIVITY_TIPS.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Pointer: a tap stamps POW! where it lands (the canvas changes colour there); a drag draws. */
export const PointerDoodle: Story = {
  play: async ({ canvasElement }) => {
    const board = canvasElement.querySelector('canvas')!;
    const rect = board.getBoundingClientRect();
    const spot = { clientX: rect.left + rect.width * 0.2, clientY: rect.top + rect.height * 0.3 };
    const blank = pixelAt(board, spot.clientX, spot.clientY);

    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: board, coords: spot },
      { keys: '[/MouseLeft]', target: board, coords: spot },
    ]);
    await waitFor(() => expect(status(canvasElement)).toBe('1 stamp and 0 doodles on the board'));
    await expect(pixelAt(board, spot.clientX, spot.clientY)).not.toEqual(blank);

    const from = { clientX: rect.left + rect.width * 0.6, clientY: rect.top + rect.height * 0.7 };
    const to = { clientX: from.clientX + 60, clientY: from.clientY + 20 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: board, coords: from },
      { target: board, coords: to },
      { keys: '[/MouseLeft]', target: board, coords: to },
    ]);
    await waitFor(() => expect(status(canvasElement)).toBe('1 stamp and 1 doodle on the board'));
  },
};

/** Keyboard: the marker buttons move the marker, Stamp prints the next word, Clear empties the board. */
export const KeyboardDoodle: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Move marker left' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Stamp POW!' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status(canvasElement)).toBe('1 stamp and 0 doodles on the board');
    await expect(canvas.getByRole('button', { name: 'Stamp ZAP!' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(status(canvasElement)).toBe('2 stamps and 0 doodles on the board');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear board' }));
    await expect(status(canvasElement)).toBe('0 stamps and 0 doodles on the board');
  },
};
