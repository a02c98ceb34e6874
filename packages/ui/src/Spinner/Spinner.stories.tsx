import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, SPINNER_SIZES } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: SPINNER_SIZES } },
  args: { size: 'md', label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading ${size}`} />
      ))}
    </div>
  ),
};

export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
