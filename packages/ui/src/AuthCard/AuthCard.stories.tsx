import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { TextLink } from '../TextLink';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Site/AuthCard',
  component: AuthCard,
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: ['h1', 'h2'] },
  },
  args: {
    title: 'Log In',
    subtitle: 'Welcome back to the IC Universe.',
    onSubmit: fn(),
    children: (
      <>
        <TextField label="Email" type="email" name="email" required />
        <PasswordField label="Password" name="password" required />
      </>
    ),
    actions: (
      <Button type="submit" fullWidth>
        Continue
      </Button>
    ),
    footer: (
      <>
        <TextLink href="/forgot-password">Forgot password?</TextLink>
        <TextLink href="/signup">Create one!</TextLink>
      </>
    ),
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form named by its heading; submitting calls onSubmit (the page is not reloaded). */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Log In' });
    await expect(form).toHaveAttribute('novalidate');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Enter in a field submits too. */
export const SubmitWithEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), 'reader@example.in{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The touched states inside the card: red with its message, green once valid. */
export const WithFieldStates: Story = {
  args: {
    children: (
      <>
        <TextField label="Email" type="email" defaultValue="reader@example.in" touched />
        <PasswordField
          label="Password"
          defaultValue="wrong"
          touched
          error="Invalid email or password"
        />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Invalid email or password')).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).not.toHaveAttribute('aria-invalid');
  },
};

/** Without onSubmit it is a plain card carrying a message, e.g. an incomplete reset link. */
export const Message: Story = {
  args: {
    title: 'Reset Password',
    subtitle: undefined,
    onSubmit: undefined,
    children: <p>This reset link is incomplete. Ask for a new one.</p>,
    actions: undefined,
    footer: <TextLink href="/forgot-password">Ask for a new reset link</TextLink>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();
  },
};
