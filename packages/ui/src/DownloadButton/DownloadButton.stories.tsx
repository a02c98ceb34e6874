import { DOWNLOAD_TEXT } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DownloadButton, DOWNLOAD_STATES } from './DownloadButton';

const meta = {
  title: 'Comics/DownloadButton',
  component: DownloadButton,
  argTypes: { state: { control: 'inline-radio', options: DOWNLOAD_STATES } },
  args: { state: 'idle', done: 0, total: 7, onSave: fn(), onRemove: fn() },
  // The reader's dark header, where the button lives.
  decorators: [
    (Story) => (
      <div data-reader="" style={{ padding: 16, background: '#0b0a12', color: '#f2f0f7' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved: pressing it saves the chapter. */
export const NotSaved: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: DOWNLOAD_TEXT.save });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Saving: the count of pages saved shows and is announced; pressing again does nothing. */
export const Saving: Story = {
  args: { state: 'saving', done: 3, total: 7 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: DOWNLOAD_TEXT.saving(3, 7) });
    await expect(button).toHaveTextContent('3 of 7');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saved: pressed; pressing it removes the download. */
export const Saved: Story = {
  args: { state: 'saved' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Saved for offline/ });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(DOWNLOAD_TEXT.saved);
    await userEvent.click(button);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Failed: says so, and pressing it tries again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(DOWNLOAD_TEXT.failed);
    await userEvent.click(canvas.getByRole('button', { name: DOWNLOAD_TEXT.retry }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Locked: this reader may not save the chapter (signed out); the reason is its name. */
export const Locked: Story = {
  args: { state: 'locked', lockedReason: DOWNLOAD_TEXT.signIn },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: DOWNLOAD_TEXT.signIn });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** In a chapter list: the chapter it saves is part of its name, the word on it stays short. */
export const InAList: Story = {
  args: { subject: 'Chapter 2: Monsoon Wind' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', {
      name: `${DOWNLOAD_TEXT.save}: Chapter 2: Monsoon Wind`,
    });
    await expect(button).toHaveTextContent('Save');
  },
};
