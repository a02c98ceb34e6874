import { MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChildDecision } from './ChildDecision';

const meta = {
  title: 'Guardians/ChildDecision',
  component: ChildDecision,
  args: { childName: 'Kabir Rao', onDecide: fn(), deciding: null },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChildDecision>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approving is one press. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Kabir Rao' }));
    await expect(args.onDecide).toHaveBeenCalledWith('approve');
  },
};

/** Declining erases the sign-up, so it asks first; Cancel (focused first) sends nothing. */
export const Decline: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    let dialog = within(await body.findByRole('dialog', { name: 'Decline Kabir Rao’s sign-up?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline and delete' }));
    await expect(args.onDecide).toHaveBeenCalledWith('decline');
  },
};

/** While the answer is sent, its button spins and the other waits. */
export const Approving: Story = {
  args: { deciding: 'approve' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Approve/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: MESSAGES.tryAgain },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.tryAgain);
  },
};

/** Asked from the mailed consent link rather than the dashboard: the page says what deciding means. */
export const FromTheConsentLink: Story = {
  args: {
    description:
      'Approving activates the account. Declining deletes everything we stored about them.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Approving activates the account. Declining deletes everything we stored about them.',
    );
  },
};
