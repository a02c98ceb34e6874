import { MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignupAccountForm } from './SignupAccountForm';
import { SignupProfileForm } from './SignupProfileForm';

const meta = {
  title: 'Forms/SignupForm',
  component: SignupAccountForm,
  args: {
    onSubmit: fn(),
    onSocial: fn(),
    socialProviders: ['Google', 'Facebook', 'Apple'],
    termsHref: '/terms-of-use',
  },
} satisfies Meta<typeof SignupAccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const TODAY = new Date(2026, 10, 23);

/** Step 1: errors after submit, cleared live once corrected; newsletter starts ticked. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: /news/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.termsRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Email/), 'meera@example.in');
    await expect(canvas.queryByText(MESSAGES.emailRequired)).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Comic#2025');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Terms of Use/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'meera@example.in',
      password: 'Comic#2025',
      newsLetter: true,
      terms: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Facebook' }));
    await expect(args.onSocial).toHaveBeenCalledWith('Facebook');
  },
};

/** No social sign-in configured: no buttons and no OR, only the email form. */
export const WithoutSocialProviders: Story = {
  args: { socialProviders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Sign up with a social account' })).toBeNull();
    await expect(canvas.queryByText('OR')).toBeNull();
    await expect(canvas.getByLabelText(/^Email/)).toBeVisible();
  },
};

/** A taken email from the server shows until the field is edited. */
/**
 * The password rule is shown before anything is typed, each part ticked as it is met (it used to
 * appear only as an error), and the field is described by it.
 */
export const PasswordRulesTick: Story = {
  play: async ({ canvas }) => {
    const rules = canvas.getByRole('list', { name: 'Rules for a new password' });
    const ticked = () => rules.querySelectorAll('li[data-met]').length;
    await expect(ticked()).toBe(0);
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAccessibleDescription(/At least 6 characters/);
    await userEvent.type(password, 'comic');
    await expect(ticked()).toBe(1);
    await userEvent.type(password, '#2025X');
    await expect(ticked()).toBe(5);
  },
};

export const EmailTaken: Story = {
  args: {
    initialValues: {
      email: 'meera@example.in',
      password: 'Comic#2025',
      newsLetter: true,
      terms: true,
    },
    serverErrors: { email: MESSAGES.emailTaken },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.emailTaken)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Email/), 'x');
    await expect(canvas.queryByText(MESSAGES.emailTaken)).toBeNull();
  },
};

/** Step 2: the username messages, RANDOM, and the guardian email under 18. */
export const Profile: Story = {
  render: () => <SignupProfileForm onSubmit={fn()} onBack={fn()} today={TODAY} random={() => 0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText(/^Username/);
    await userEvent.click(username);
    await userEvent.tab();
    await expect(canvas.getByText(MESSAGES.usernameBlur)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(MESSAGES.usernameSubmit)).toBeVisible();
    await userEvent.type(username, 'a b');
    await expect(username).toHaveValue('ab');
    await expect(canvas.getByText(MESSAGES.usernameLength)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Full name/), 'Meera Rao');
    await userEvent.click(canvas.getByRole('button', { name: 'RANDOM' }));
    await expect(username).toHaveValue('Meera_aaaaaa');
    await userEvent.type(canvas.getByLabelText(/^Birthday/), '2014-06-01');
    await expect(canvas.getByText(MESSAGES.guardianConsentRequired)).toBeVisible();
  },
};

/**
 * The birthday's hint spells the browser's date order, the one its native picker shows
 * ('As MM/DD/YYYY' in an en-US browser, 'As DD/MM/YYYY' in en-IN).
 */
export const BirthdayInTheReadersFormat: Story = {
  render: () => <SignupProfileForm onSubmit={fn()} onBack={fn()} today={TODAY} />,
  play: async ({ canvas }) => {
    const order = new Intl.DateTimeFormat(undefined, { dateStyle: 'short' })
      .formatToParts(new Date(2000, 11, 31))
      .filter((part) => part.type !== 'literal')
      .map((part) => ({ day: 'DD', month: 'MM', year: 'YYYY' })[part.type as 'day']);
    const hint = canvas.getByText(/^As /);
    await expect(hint.textContent?.match(/[DMY]+/g)).toEqual(order);
    await expect(canvas.getByLabelText(/^Birthday/)).toHaveAccessibleDescription(hint.textContent);
  },
};

export const Submitting: Story = {
  render: () => (
    <SignupProfileForm
      onSubmit={fn()}
      onBack={fn()}
      today={TODAY}
      submitting
      initialValues={{
        name: 'Meera Rao',
        dob: '1995-06-15',
        username: 'meera_reads',
        guardianEmail: '',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Continue/ })).toBeDisabled();
  },
};
