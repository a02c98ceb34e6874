import { MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  args: { label: 'Send me the newsletter', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label toggles the box. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me the newsletter' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Send me the newsletter'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Tab reaches it, Space toggles it, with a visible focus ring. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me the newsletter' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

/** The newsletter box on signup starts ticked. */
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { label: 'Research Papers', hint: 'Adds ₹50 to the plan.', defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Research Papers' }),
    ).toHaveAccessibleDescription('Adds ₹50 to the plan.');
  },
};

/** The required Terms of Use box: the label holds a link, and the form's error is announced. */
export const RequiredWithError: Story = {
  args: {
    required: true,
    label: (
      <>
        I agree to the <a href="#terms-of-use">Terms of Use</a>
      </>
    ),
    error: MESSAGES.termsRequired,
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(MESSAGES.termsRequired);
    // The link inside the label is its own tab stop, right after the box.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: 'Make this my default address' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Make this my default address' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
