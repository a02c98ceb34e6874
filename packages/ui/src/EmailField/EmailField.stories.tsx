import { MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EmailField } from './EmailField';

const meta = {
  title: 'Primitives/EmailField',
  component: EmailField,
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled 'Email', an email input that offers the saved address. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(email, 'reader@example.in');
    await expect(email).toHaveValue('reader@example.in');
  },
};

/** Someone else's address: its own label, and no saved address offered. */
export const GuardianEmail: Story = {
  args: { label: 'Parent or guardian email', autoComplete: 'off', required: true },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Parent or guardian email' });
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('autocomplete', 'off');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'reader@', error: MESSAGES.invalidEmail },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(MESSAGES.invalidEmail);
  },
};

/** The signed-in user's address, shown but not editable (the feedback form). */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'meera.reads@example.in', hint: 'From your account' },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'x');
    await expect(email).toHaveValue('meera.reads@example.in');
  },
};
