import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose, DIALOG_SIZES } from './Dialog';

// The dialog renders in a portal on document.body, outside the story's canvas.
const body = within(document.body);

const meta = {
  title: 'Primitives/Dialog',
  // Open dialogs render in a portal over a moving overlay: reviewed in Storybook, not screenshot.
  parameters: { visual: false },
  component: Dialog,
  argTypes: { size: { control: 'inline-radio', options: DIALOG_SIZES } },
  args: {
    title: 'Edit address',
    description: 'Where should we deliver your membership kit?',
    trigger: <Button>Edit address</Button>,
    onOpenChange: fn(),
    size: 'md',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger opens it; Escape closes it; focus goes back to the trigger. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit address' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit address' });
    await expect(dialog).toHaveAccessibleDescription(
      'Where should we deliver your membership kit?',
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard only: Enter on the trigger opens it with focus inside; Tab stays trapped in the dialog. */
export const KeyboardAndFocusTrap: Story = {
  args: {
    children: <TextField label="City" />,
    footer: (
      <DialogClose asChild>
        <Button>Save</Button>
      </DialogClose>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Close → City → Save → back to Close: focus never leaves the dialog.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // Space on a footer action wrapped in DialogClose closes it.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The close button (top right) closes it. */
export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Edit address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Open, with body content and footer actions. */
export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    children: <TextField label="Pincode" inputMode="numeric" />,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Save</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Edit address' });
    // Visible once the 300 ms fade-in has run.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: 'Pincode' })).toBeVisible();
  },
};

/** No description: the dialog is not described by anything. */
export const TitleOnly: Story = {
  args: {
    defaultOpen: true,
    description: undefined,
    children: <p>Your cart is empty.</p>,
    title: 'Your Cart!',
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Your Cart!' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

/** A click on the dimmed backdrop closes it too. */
export const OutsideClickCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await body.findByRole('dialog');
    const overlay = document.body.querySelector(
      '[data-state="open"]:not([role="dialog"])',
    ) as HTMLElement;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

function OpenedElsewhere() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>PLAY</Button>
      <Dialog open={open} onOpenChange={setOpen} title="The trailer premieres soon" />
    </>
  );
}

/** Opened through `open` (no trigger): closing returns focus to what opened it, not to the page. */
export const ControlledWithoutTrigger: Story = {
  render: () => <OpenedElsewhere />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'PLAY' });
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'The trailer premieres soon' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
