import { ACCESS_MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Note, NOTE_TONES } from './Note';

const meta = {
  title: 'Primitives/Note',
  component: Note,
  argTypes: { tone: { control: 'inline-radio', options: NOTE_TONES } },
  args: { children: ACCESS_MESSAGES.guardianMustBuy, tone: 'info' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Note>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a child account sees where a buy button would be. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(ACCESS_MESSAGES.guardianMustBuy);
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Saved.' },
};
