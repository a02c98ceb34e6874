import { MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChildDeletion } from './ChildDeletion';

const meta = {
  title: 'Guardians/ChildDeletion',
  component: ChildDeletion,
  args: { childName: 'Meera Rao', onDelete: fn(), deleting: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChildDeletion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is erased and kept; nothing happens until the confirmation, where Cancel comes first. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: 'Delete Meera Rao’s account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request deletion' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Delete Meera Rao’s account?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the account' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Request deletion/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { error: MESSAGES.tryAgain },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.tryAgain);
  },
};
