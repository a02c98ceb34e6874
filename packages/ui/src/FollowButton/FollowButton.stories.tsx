import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BUTTON_SIZES } from '../Button';
import { FollowButton } from './FollowButton';

const meta = {
  title: 'Discovery/FollowButton',
  component: FollowButton,
  argTypes: { size: { control: 'inline-radio', options: BUTTON_SIZES } },
  args: { following: false, onChange: fn(), title: 'Night Watch: Mayapuri' },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not following: 'Follow', not pressed; a click asks to follow. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Follow Night Watch: Mayapuri' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent('Follow');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Following: 'Following', pressed; a click asks to stop. */
export const Following: Story = {
  args: { following: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Following Night Watch: Mayapuri' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** While a change is on its way a click asks nothing more. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Follow Night Watch: Mayapuri' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function Toggling() {
  const [following, setFollowing] = useState(false);
  return <FollowButton title="Pearl Divers" following={following} onChange={setFollowing} />;
}

/** Driven by its state: each click turns it over. */
export const Toggles: Story = {
  render: () => <Toggling />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Follow Pearl Divers' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Following Pearl Divers');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};
