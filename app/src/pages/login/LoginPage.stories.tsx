import { AUTH_TOKEN_KEY, MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';
import { clearUserCookie } from '../../session/userCookie';
import { authHandlers, expectToast } from '../../mocks/auth';

const meta = {
  title: 'Pages/Login',
  ...PAGE_STORY,
  args: { url: '/login' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = Awaited<ReturnType<typeof mainOf>>;

const AWAITING = 'Your account is waiting for your parent or guardian to approve it.';

async function fillIn(main: Scope, email: string, password: string) {
  await userEvent.type(main.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.type(main.getByLabelText(/^Password/), password);
  await userEvent.click(main.getByRole('button', { name: 'Continue' }));
}

/** The form with its two fields, its links onward and Continue. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(main.getByRole('link', { name: 'Create one!' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(main.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

/** An empty submit marks both fields red with their messages; a valid email turns green. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: 'Continue' }));
    await expect(main.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(main.getByText(MESSAGES.passwordRequired)).toBeVisible();
    const email = main.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'reader@example');
    await expect(main.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, '.in');
    await userEvent.tab();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(main.queryByText(MESSAGES.invalidEmail)).toBeNull();
  },
};

/** A refusal shows the server's message under the password and as an error toast. */
export const WrongPassword: Story = {
  parameters: api('content', authHandlers.loginRefused),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await fillIn(main, 'reader@example.in', 'not-it');
    await expect(await main.findByText(MESSAGES.invalidCredentials)).toBeVisible();
    await expect(main.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expectToast(canvasElement, MESSAGES.invalidCredentials);
  },
};

/**
 * An account still waiting for its guardian (403): the password was right, so it is not painted
 * red; the reason shows for the whole form.
 */
export const AwaitingApproval: Story = {
  parameters: api(
    'content',
    http.post('/api/login', () =>
      HttpResponse.json({ success: false, message: AWAITING }, { status: 403 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await fillIn(main, 'kabir@example.in', 'Comic#2025');
    const alert = await main.findByRole('alert');
    await expect(alert).toHaveTextContent(AWAITING);
    await expect(main.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** No answer from the server: 'Something went wrong. Please try again.' */
export const ServerDown: Story = {
  parameters: api('content', authHandlers.loginNoAnswer),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await fillIn(main, 'reader@example.in', 'secret');
    await expect(await main.findByText(MESSAGES.tryAgain)).toBeVisible();
    await expectToast(canvasElement, MESSAGES.tryAgain);
  },
};

/** While the call runs, Continue is busy and cannot be pressed twice. */
export const LoggingIn: Story = {
  parameters: api('content', authHandlers.loginPending),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await fillIn(main, 'reader@example.in', 'secret');
    await expect(main.getByRole('button', { name: /Continue/ })).toBeDisabled();
  },
};

/**
 * Success: 'Login successful!', then (1.5 s later) the screen that sent the visitor here,
 * with the header greeting them by first name.
 */
export const Success: Story = {
  args: { state: { from: '/privacy-policy' } },
  parameters: api('content', authHandlers.loginOk),
  // The story signs in for real: afterwards it forgets the user cookie and the bearer token.
  beforeEach: () => () => {
    clearUserCookie();
    localStorage.removeItem(AUTH_TOKEN_KEY);
  },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await fillIn(main, 'Priya@Example.com', 'Secret#1');
    await expectToast(canvasElement, MESSAGES.loginSuccess);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Hi, Priya!/)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Privacy Policy/ }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = { ...Form, ...PHONE_VIEWPORT };
