import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../Icon';
import { Badge, BADGE_SHAPES, BADGE_SIZES, BADGE_TONES, Tag } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  argTypes: {
    tone: { control: 'select', options: BADGE_TONES },
    shape: { control: 'inline-radio', options: BADGE_SHAPES },
    size: { control: 'inline-radio', options: BADGE_SIZES },
  },
  args: { children: 'New release', tone: 'secondary', shape: 'pill', size: 'md' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text is written in sentence case and shown in capitals, so screen readers say words, not letters. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('New release');
    await expect(getComputedStyle(badge).textTransform).toBe('uppercase');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {BADGE_TONES.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[class*="tone-"]')).toHaveLength(
      BADGE_TONES.length,
    );
  },
};

/** The comics row greys out later comics and labels them UPCOMING. */
export const Upcoming: Story = {
  args: { children: 'Upcoming', tone: 'inverse', size: 'sm' },
};

/** Merchandise tags in the price-tag shape. */
export const MerchTags: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Tag tone="primary">New releases</Tag>
      <Tag tone="accent">Tshirts</Tag>
      <Tag tone="secondary">Collectibles</Tag>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tshirts')).toHaveClass('shape-tag', 'tone-accent');
  },
};

export const WithIcon: Story = {
  args: {
    tone: 'success',
    children: (
      <>
        <Icon name="check" size="inherit" /> Premium
      </>
    ),
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {BADGE_SIZES.map((size) => (
        <Badge key={size} {...args} size={size}>
          Size {size}
        </Badge>
      ))}
    </div>
  ),
};
