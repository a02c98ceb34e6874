import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BUTTON_SIZES } from '../Button';
import { MyListButton } from './MyListButton';

const meta = {
  title: 'Discovery/MyListButton',
  component: MyListButton,
  argTypes: { size: { control: 'inline-radio', options: BUTTON_SIZES } },
  args: { added: false, onChange: fn(), onSignIn: fn(), title: 'Agni' },
} satisfies Meta<typeof MyListButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not added: 'Add to My list', not pressed; a click asks to add. */
export const NotAdded: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to My list Agni' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Added: 'On My list', pressed; a click asks to take it off. */
export const Added: Story = {
  args: { added: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'On My list Agni' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** Busy: while a change is on its way a click asks nothing more. */
export const Busy: Story = {
  args: { pending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to My list Agni' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Signed out: no toggle; a click leads to logging in, nothing is added. */
export const SignedOut: Story = {
  args: { signedOut: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Log in to add to My list Agni' });
    await expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    await expect(args.onSignIn).toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function Toggling() {
  const [added, setAdded] = useState(false);
  return <MyListButton title="Night Watch: Mayapuri" added={added} onChange={setAdded} />;
}

/** Driven by its state: each click turns it over. */
export const Toggles: Story = {
  render: () => <Toggling />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to My list Night Watch: Mayapuri' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('On My list Night Watch: Mayapuri');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};
