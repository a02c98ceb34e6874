import { loginSchema, MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { Button } from '../Button';
import { EmailField } from '../EmailField';
import { FormActions, FormPanel } from '../FormPanel';
import { PasswordField } from '../PasswordField';
import { useSchemaForm, type ServerErrors } from './useSchemaForm';

type Credentials = { email: string; password: string };

type LoginFormProps = {
  onSend: (credentials: Credentials) => void;
  /** The server's answer per field, e.g. after a refused login. */
  serverErrors?: ServerErrors<keyof Credentials>;
};

/** A whole form on the kit: the domain's login schema, FormPanel, the fields and FormActions. */
function LoginForm({ onSend, serverErrors }: LoginFormProps) {
  const form = useSchemaForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    serverErrors,
  });
  return (
    <FormPanel title="Log In" onSubmit={form.onSubmit(onSend)}>
      <EmailField required {...form.field('email')} />
      <PasswordField label="Password" required {...form.field('password')} />
      <FormActions>
        <Button type="submit">Continue</Button>
      </FormActions>
    </FormPanel>
  );
}

const meta = {
  title: 'Forms/SchemaForm',
  component: LoginForm,
  args: { onSend: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const email = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
const send = (canvas: Canvas) => canvas.getByRole('button', { name: 'Continue' });

/** Nothing is said while a field is being typed in for the first time. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(email(canvas), 'reader@');
    await expect(email(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(MESSAGES.invalidEmail)).toBeNull();
  },
};

/** Leaving a field shows its message, which then follows the typing and clears once right. */
export const MessageAfterBlur: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(email(canvas), 'reader@');
    await userEvent.tab();
    await expect(email(canvas)).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    await userEvent.type(email(canvas), 'example.in');
    await expect(email(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(
      canvas.getByRole('textbox', { name: 'Email' }).closest('[data-touched]'),
    ).toHaveAttribute('data-valid');
  },
};

/** Submitting shows every message at once, focuses the first wrong field and sends nothing. */
export const SubmitShowsEveryMessage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(send(canvas));
    await expect(email(canvas)).toHaveAccessibleDescription(MESSAGES.emailRequired);
    await expect(canvas.getByText(MESSAGES.passwordRequired)).toBeVisible();
    await expect(email(canvas)).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** What is sent is the schema's output: here the email trimmed and lower-cased. */
export const SendsTheSchemaOutput: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(email(canvas), ' Reader@Example.IN ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret#1');
    await userEvent.click(send(canvas));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        email: 'reader@example.in',
        password: 'Secret#1',
      }),
    );
  },
};

/** The server's message shows at once, and goes as soon as its field is edited. */
export const ServerError: Story = {
  args: { serverErrors: { password: 'Invalid email or password' } },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAccessibleDescription('Invalid email or password');
    await userEvent.type(password, 'x');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Invalid email or password')).toBeNull();
  },
};
