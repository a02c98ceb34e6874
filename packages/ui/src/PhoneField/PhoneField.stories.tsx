import { MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** +91 in the box, not read out and not part of the value; the hint says what it means. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await expect(phone).toHaveAccessibleDescription('10 digits after +91');
    await userEvent.type(phone, '98765 43210');
    await expect(phone).toHaveValue('98765 43210');
    const prefix = canvasElement.querySelector('[data-slot="field-start"]');
    await expect(prefix).toHaveTextContent('+91');
    await expect(prefix).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Phone number/ })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { defaultValue: '12345', error: MESSAGES.phoneInvalid },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(`10 digits after +91 ${MESSAGES.phoneInvalid}`);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '9876543210' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
  },
};
