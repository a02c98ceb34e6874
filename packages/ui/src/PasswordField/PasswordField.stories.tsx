import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const SHOW_PASSWORD_LABEL = 'Show password';
const HIDE_PASSWORD_LABEL = 'Hide password';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  args: { label: 'Password', required: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (root: HTMLElement) => root.querySelector('input') as HTMLInputElement;

/** Hidden by default; the toggle shows it, says so with aria-pressed, and hides it again. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleName('Password');
    const toggle = canvas.getByRole('button', { name: SHOW_PASSWORD_LABEL });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName(HIDE_PASSWORD_LABEL);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Clicking the toggle keeps focus in the input: the click is not a blur, so no touched state yet. */
export const ToggleKeepsFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('secret1');
    await userEvent.click(canvas.getByRole('button', { name: SHOW_PASSWORD_LABEL }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('secret1');
    await expect(canvasElement.querySelector('[data-touched]')).toBeNull();
  },
};

/** Keyboard: Tab moves from the input to the toggle; Enter and Space both flip it. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret1');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: SHOW_PASSWORD_LABEL });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    // Leaving the input for the toggle was a blur: the filled field is now touched and valid.
    await expect(canvasElement.querySelector('[data-touched]')).toHaveAttribute('data-valid');
  },
};

export const Shown: Story = {
  args: { defaultVisible: true, defaultValue: 'comic-fan-42' },
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: HIDE_PASSWORD_LABEL })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A login failure shows the server's message under the password field. */
export const WithError: Story = {
  args: { defaultValue: 'wrong-pass', error: 'Login failed' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Login failed');
  },
};

export const NewPasswordWithHint: Story = {
  args: { label: 'New password', hint: 'At least 6 characters.', autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('At least 6 characters.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret1' },
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: SHOW_PASSWORD_LABEL })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'secret1', required: false },
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('secret1');
    // Revealing a read-only value is still allowed.
    await userEvent.click(canvas.getByRole('button', { name: SHOW_PASSWORD_LABEL }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};
