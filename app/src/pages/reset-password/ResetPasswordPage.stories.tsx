import { MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';
import { authHandlers, expectToast } from '../../mocks/auth';

const meta = {
  title: 'Pages/ResetPassword',
  ...PAGE_STORY,
  args: { url: '/reset-password/user-1/token-1' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const STRONG = 'N3w#Secret';

async function choose(canvasElement: HTMLElement, password: string, confirmation: string) {
  const main = await mainOf(canvasElement);
  await userEvent.type(await main.findByLabelText(/^New password/), password);
  await userEvent.type(main.getByLabelText(/^Confirm password/), confirmation);
  await userEvent.click(main.getByRole('button', { name: 'Reset Password' }));
  return main;
}

/** Two password fields, each with its own show/hide toggle. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Reset Password' }),
    ).toBeVisible();
    await expect(main.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const main = await choose(canvasElement, STRONG, `${STRONG}!`);
    await expect(main.getByText(MESSAGES.passwordsMismatch)).toBeVisible();
    await expect(main.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Password reset successfully!', then the login screen 3 s later. */
export const Success: Story = {
  parameters: api('content', authHandlers.resetOk),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, STRONG, STRONG);
    await expectToast(canvasElement, MESSAGES.resetSuccess);
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Log In' },
        AFTER_SKELETONS,
      ),
    ).toBeVisible();
  },
};

/** A spent or expired link: the server's message as an error toast, and the form stays. */
export const ExpiredLink: Story = {
  parameters: api('content', authHandlers.resetExpired),
  play: async ({ canvasElement }) => {
    const main = await choose(canvasElement, STRONG, STRONG);
    await expectToast(canvasElement, MESSAGES.resetLinkInvalid);
    await expect(main.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};

/** /Reset-password without the link's id and token says so and offers a new link. */
export const IncompleteLink: Story = {
  args: { url: '/Reset-password' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText(/This reset link is incomplete/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(main.queryByRole('form')).toBeNull();
  },
};

export const OnAPhone: Story = { ...Form, ...PHONE_VIEWPORT };
