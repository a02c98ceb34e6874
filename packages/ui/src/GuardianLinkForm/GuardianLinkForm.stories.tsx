import { GUARDIAN_MESSAGES, MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { GuardianLinkForm } from './GuardianLinkForm';

const meta = {
  title: 'Guardians/GuardianLinkForm',
  component: GuardianLinkForm,
  args: { onRequest: fn(), sending: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GuardianLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address is checked, then handed over trimmed and lower-cased. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Your email/ }),
      ' Parent@Example.IN ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mail me a link' }));
    await waitFor(() => expect(args.onRequest).toHaveBeenCalledWith('parent@example.in'));
  },
};

/** An address that is not one: the field says so and nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: /Your email/ });
    await userEvent.type(email, 'parent@');
    await userEvent.click(canvas.getByRole('button', { name: 'Mail me a link' }));
    await expect(email).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    await expect(email).toHaveFocus();
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** While asking, the button spins and a second press sends nothing more. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Mail me a link/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The answer, the same for any address, is announced; the form stays to ask again. */
export const Sent: Story = {
  args: { sent: GUARDIAN_MESSAGES.linkSent },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(GUARDIAN_MESSAGES.linkSent);
    await expect(canvas.getByRole('button', { name: 'Mail me another link' })).toBeVisible();
  },
};

/** No answer, or too many requests: the reason, as an alert. */
export const Failed: Story = {
  args: { error: MESSAGES.tryAgain },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.tryAgain);
  },
};

/** The link followed had expired or was used: the server's words, then a way to a new one. */
export const ExpiredLink: Story = {
  args: {
    title: 'Ask for a new link',
    problem: GUARDIAN_MESSAGES.linkInvalid,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ask for a new link' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(GUARDIAN_MESSAGES.linkInvalid);
    await expect(canvas.getByRole('button', { name: 'Mail me a link' })).toBeEnabled();
  },
};

export const Phone: Story = { ...PHONE_VIEWPORT };
