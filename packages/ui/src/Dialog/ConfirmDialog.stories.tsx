import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const body = within(document.body);

const meta = {
  title: 'Primitives/ConfirmDialog',
  // Open dialogs render in a portal over a moving overlay: reviewed in Storybook, not screenshot.
  parameters: { visual: false },
  component: ConfirmDialog,
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'danger'] } },
  args: {
    title: 'Log out?',
    description: 'You will need to log in again to read your saved comics.',
    confirmLabel: 'Log Out',
    cancelLabel: 'Stay',
    trigger: <Button variant="outline">Log Out</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm calls onConfirm (not onCancel) and closes. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    const dialog = await body.findByRole('dialog', { name: 'Log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Focus starts on the safe choice; Enter there cancels. */
export const KeyboardCancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    const stay = within(dialog).getByRole('button', { name: 'Stay' });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toHaveFocus();
  },
};

/** Escape is a cancel. */
export const EscapeCancels: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Tab then Space on the confirm button confirms. */
export const KeyboardConfirm: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Destructive action. */
export const Danger: Story = {
  args: {
    defaultOpen: true,
    tone: 'danger',
    title: 'Delete my account?',
    description: 'This removes your profile and reading history.',
    confirmLabel: 'Delete My Account',
    cancelLabel: 'Cancel',
    trigger: undefined,
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Delete my account?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete My Account' })).toHaveClass(
      'variant-danger',
    );
  },
};

/** While the app works (controlled open), both buttons are disabled and Escape does nothing. */
export const Loading: Story = {
  args: { open: true, loading: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Stay' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Log Out' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
  },
};
