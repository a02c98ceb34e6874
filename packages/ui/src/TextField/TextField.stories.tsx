import { loginSchema } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    type: { control: 'select', options: ['text', 'email', 'search', 'tel', 'url', 'date'] },
    start: { control: 'text' },
  },
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input; nothing is coloured before the first blur. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvasElement.querySelector('[data-touched]')).toBeNull();
    await userEvent.type(input, 'reader@example.com');
    await expect(canvasElement.querySelector('[data-valid]')).toBeNull();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('[data-touched]')).not.toBeNull();
  },
};

export const WithHint: Story = {
  args: { label: 'Username', type: 'text', hint: '6 to 30 characters.', placeholder: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('6 to 30 characters.');
  },
};

/** Required: a visual asterisk for sighted users, the required attribute for everyone else. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    // Blurred while empty: the browser objects, so the field is touched but not green.
    await userEvent.click(input);
    await userEvent.tab();
    const root = canvasElement.querySelector('[data-touched]');
    await expect(root).not.toBeNull();
    await expect(root).not.toHaveAttribute('data-valid');
  },
};

/** Touched and valid: green border plus a tick, after blur. */
export const TouchedValid: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'reader@example.com');
    await userEvent.tab();
    const root = canvasElement.querySelector('[data-touched]');
    await expect(root).toHaveAttribute('data-valid');
    await expect(root).not.toHaveAttribute('data-invalid');
    await expect(input).not.toHaveAttribute('aria-invalid');
    const control = canvasElement.querySelector('[data-slot="field-box"]') as HTMLElement;
    // The success token, once the border's short colour transition has run.
    await waitFor(() => expect(getComputedStyle(control).borderTopColor).toBe('rgb(23, 112, 58)'));
  },
};

/** An error from the form: red border, aria-invalid, and the message as the input's description. */
export const WithError: Story = {
  args: { defaultValue: 'reader@', error: 'Please enter a valid email address.' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
    const control = canvasElement.querySelector('[data-slot="field-box"]') as HTMLElement;
    await expect(getComputedStyle(control).borderTopColor).toBe('rgb(179, 38, 30)');
  },
};

export const HintAndError: Story = {
  args: {
    label: 'Username',
    type: 'text',
    defaultValue: 'ab',
    hint: '6 to 30 characters.',
    error: 'Too short.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      '6 to 30 characters. Too short.',
    );
  },
};

/** Read-only: focusable and readable, not editable, never coloured as valid or invalid. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'reader@example.com', label: 'Account email' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Account email' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('reader@example.com');
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-readonly]')).not.toHaveAttribute('data-valid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'reader@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

/** A search box: the label is visually hidden but still names the input. */
export const HiddenLabel: Story = {
  args: { label: 'Search', labelHidden: true, type: 'search', placeholder: 'Search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

/** A phone number after a fixed +91: the prefix is shown, not read out, and not part of the value. */
export const PhonePrefix: Story = {
  args: {
    label: 'Phone number',
    type: 'tel',
    start: '+91',
    hint: '10 digits after +91',
    placeholder: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveAccessibleDescription('10 digits after +91');
    await userEvent.type(phone, '9876543210');
    await expect(phone).toHaveValue('9876543210');
    const prefix = canvasElement.querySelector('[data-slot="field-start"]');
    await expect(prefix).toHaveTextContent('+91');
    await expect(prefix).toHaveAttribute('aria-hidden', 'true');
    // A prefixed field shows the same tick as any other once left valid.
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-slot="field-valid-mark"]')).toBeVisible();
  },
};

/** A typed amount after the rupee sign, as on the donation panel. */
export const RupeePrefix: Story = {
  args: {
    label: 'Or enter your own amount',
    type: 'text',
    start: '₹',
    inputMode: 'numeric',
    placeholder: 'Amount in rupees',
  },
};

/** A prefixed field with the form's error: red, aria-invalid, the hint then the message. */
export const PrefixWithError: Story = {
  args: {
    label: 'Phone number',
    type: 'tel',
    start: '+91',
    hint: '10 digits after +91',
    defaultValue: '12',
    error: 'Enter a valid 10-digit phone number',
    placeholder: undefined,
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(
      '10 digits after +91 Enter a valid 10-digit phone number',
    );
  },
};

function LoginEmail(props: TextFieldProps) {
  const [error, setError] = useState<string>();
  return (
    <TextField
      {...props}
      error={error}
      onBlur={(event) => {
        const result = loginSchema.shape.email.safeParse(event.currentTarget.value);
        setError(result.success ? undefined : result.error.issues[0]?.message);
      }}
    />
  );
}

/** The login form's rule end to end: the domain schema decides, the field turns red, then green. */
export const LoginValidation: Story = {
  render: (args) => <LoginEmail {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'not-an-email');
    await userEvent.tab();
    const root = canvasElement.querySelector('[data-touched]');
    await expect(root).toHaveAttribute('data-invalid');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, 'reader@example.com');
    await userEvent.tab();
    await expect(root).toHaveAttribute('data-valid');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
