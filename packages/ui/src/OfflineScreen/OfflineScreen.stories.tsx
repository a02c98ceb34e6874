import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DOWNLOAD_TEXT } from '@ic/domain';
import { OfflineLibrary } from '../OfflineLibrary';
import { storyPages } from '../storybook';
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

const [page] = storyPages(1);

/** With chapters saved for offline: the screen lists them, and each opens the reader. */
export const WithSavedChapters: Story = {
  args: {
    onRetry: undefined,
    library: (
      <OfflineLibrary
        tone="dark"
        chapters={[
          {
            id: 'c1',
            series: 'Vajra: Storm Over Pune',
            title: 'Chapter 1: The Monsoon Door',
            pageCount: 7,
            bytes: 318_000,
            thumb: page?.thumb,
            href: '/comicChap/vajra/chapters/read?chapter=c1',
          },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT.title);
    await expect(canvas.getByRole('heading', { name: DOWNLOAD_TEXT.libraryTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Chapter 1: The Monsoon Door' })).toHaveAttribute(
      'href',
      '/comicChap/vajra/chapters/read?chapter=c1',
    );
  },
};
