import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { childActivity } from '../storybook/guardian';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { OpenedChapters } from './OpenedChapters';

const meta = {
  title: 'Guardians/OpenedChapters',
  component: OpenedChapters,
  args: { chapters: childActivity.chapters },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OpenedChapters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: the chapter, its comic, and when it was opened on the India clock. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Chapters opened' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Chapter 2: A City Holds Its Breath');
    await expect(items[0]).toHaveTextContent('The Lantern Ghats');
    await expect(items[0]).toHaveTextContent('Nov 24, 2026, 3:05 PM');
  },
};

export const Empty: Story = {
  args: { chapters: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No chapters opened yet' })).toBeVisible();
  },
};

export const Phone: Story = { ...PHONE_VIEWPORT };
