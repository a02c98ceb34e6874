import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ICON_NAMES } from '../Icon';
import {
  ICON_BUTTON_SIZES,
  ICON_BUTTON_VARIANTS,
  IconButton,
  type IconButtonProps,
} from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  argTypes: {
    icon: { control: 'select', options: ICON_NAMES },
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ICON_BUTTON_SIZES },
  },
  args: { icon: 'search', label: 'Search', onClick: fn(), variant: 'outline', size: 'md' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the accessible name; the icon itself is hidden from assistive technology. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Reached with Tab, pressed with Enter or Space. */
export const Keyboard: Story = {
  args: { icon: 'menu', label: 'Open menu' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {ICON_BUTTON_VARIANTS.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Search (${variant})`} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {ICON_BUTTON_SIZES.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Search (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sm = canvas.getByRole('button', { name: 'Search (sm)' }).getBoundingClientRect();
    const lg = canvas.getByRole('button', { name: 'Search (lg)' }).getBoundingClientRect();
    await expect(sm.width).toBeLessThan(lg.width);
    await expect(lg.width).toBe(lg.height);
  },
};

export const Disabled: Story = {
  args: { disabled: true, icon: 'chevron-right', label: 'Next page' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Next page' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function BookmarkToggle(props: IconButtonProps) {
  const [saved, setSaved] = useState(false);
  return (
    <IconButton
      {...props}
      icon={saved ? 'bookmark-filled' : 'bookmark'}
      aria-pressed={saved}
      onClick={() => setSaved((value) => !value)}
    />
  );
}

/** A toggle keeps one name and reports its state with aria-pressed. */
export const Toggle: Story = {
  args: { label: 'Bookmark' },
  render: (args) => <BookmarkToggle {...args} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Bookmark' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button.querySelector('[data-icon="bookmark-filled"]')).not.toBeNull();
  },
};
