import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PrefixedField } from './PrefixedField';

const meta = {
  title: 'Primitives/PrefixedField',
  component: PrefixedField,
  args: { prefix: '+91', label: 'Phone number', hint: '10 digits after +91', type: 'tel' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrefixedField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The prefix shows in the box but is not part of the value, nor read out. */
export const Phone: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAccessibleDescription('10 digits after +91');
    await userEvent.type(input, '98');
    await expect(input).toHaveValue('98');
    const prefix = canvasElement.querySelector('[data-slot="prefix"]');
    await expect(prefix).toHaveTextContent('+91');
    await expect(prefix).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Rupees: Story = {
  args: { prefix: '₹', label: 'Amount in rupees', hint: undefined, type: 'text' },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Phone number/ })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { error: 'Enter a valid 10-digit phone number', defaultValue: '12' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a valid 10-digit phone number/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '9876543210' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
  },
};
