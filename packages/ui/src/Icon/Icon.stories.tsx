import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, ICON_SIZES } from './Icon';
import { ICON_NAMES } from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: 'inline-radio', options: ICON_SIZES },
    label: { control: 'text' },
  },
  args: { name: 'bookmark', size: 'lg' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="bookmark"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
  },
};

export const Labelled: Story = {
  args: { name: 'rupee', label: 'Rupees' },
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'Rupees' });
    await expect(svg).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', fontSize: 40 }}>
      {ICON_SIZES.map((size) => (
        <Icon key={size} {...args} size={size} label={`Bookmark ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sm = canvas.getByRole('img', { name: 'Bookmark sm' }).getBoundingClientRect().width;
    const xl = canvas.getByRole('img', { name: 'Bookmark xl' }).getBoundingClientRect().width;
    const inherit = canvas.getByRole('img', { name: 'Bookmark inherit' }).getBoundingClientRect();
    await expect(sm).toBeLessThan(xl);
    // 'inherit' follows the surrounding font size (40px here).
    await expect(inherit.width).toBe(40);
  },
};

export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(ICON_NAMES.length);
  },
};
