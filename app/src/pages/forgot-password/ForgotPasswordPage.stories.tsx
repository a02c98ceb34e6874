import { MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { mainOf } from '../../stories/scope';
import { authHandlers, expectToast } from '../../mocks/auth';

const meta = {
  title: 'Pages/ForgotPassword',
  ...PAGE_STORY,
  args: { url: '/forgot-password' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement, email: string) {
  const main = await mainOf(canvasElement);
  await userEvent.type(await main.findByRole('textbox', { name: /Email/ }), email);
  await userEvent.click(main.getByRole('button', { name: 'Send Reset Email' }));
  return main;
}

/** The email field, Send Reset Email and Back to Login (which goes to /login). */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Forgot Password' }),
    ).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Back to Login' }));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Log In' }),
    ).toBeVisible();
  },
};

/** A malformed address: 'Please enter a valid email address' (no final dot), nothing sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const main = await send(canvasElement, 'reader@');
    await expect(main.getByText(MESSAGES.forgotInvalidEmail)).toBeVisible();
    await expect(main.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Sent: Story = {
  parameters: api('content', authHandlers.forgotOk),
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'reader@example.in');
    await expectToast(canvasElement, MESSAGES.resetLinkSent);
  },
};

export const Failed: Story = {
  parameters: api('content', authHandlers.forgotFailed),
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'reader@example.in');
    await expectToast(canvasElement, MESSAGES.genericError);
  },
};

export const OnAPhone: Story = { ...Form, ...PHONE_VIEWPORT };
