import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SandboxCheckout } from './SandboxCheckout';

// The English words the plays look for (the checkout catalogue's).
const SANDBOX_CHECKOUT_TEXT = {
  title: 'IC Universe sandbox checkout',
  note: 'This is a test checkout: no real money moves. Choose how the payment should end.',
  fail: 'Fail payment',
  cancel: 'Cancel',
  totalLabel: 'Total',
} as const;

// The dialog renders in a portal on document.body, outside the story's canvas.
const body = within(document.body);

const meta = {
  title: 'Commerce/SandboxCheckout',
  // An open dialog over a moving overlay: reviewed in Storybook, not screenshot.
  parameters: { visual: false },
  component: SandboxCheckout,
  args: {
    open: true,
    description: 'Monthly Membership Purchase',
    amount: 179,
    pending: null,
    onPay: fn(),
    onFail: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SandboxCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is bought and the amount; each button reports its choice. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: SANDBOX_CHECKOUT_TEXT.title });
    await expect(dialog).toHaveAccessibleDescription('Monthly Membership Purchase');
    await expect(dialog).toHaveTextContent(SANDBOX_CHECKOUT_TEXT.note);
    await userEvent.click(body.getByRole('button', { name: 'Pay ₹179' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: SANDBOX_CHECKOUT_TEXT.fail }));
    await expect(args.onFail).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A plan with the Research Papers add-on: both named with their prices, and the total charged. */
export const MembershipWithAddOn: Story = {
  args: {
    description: 'Monthly Membership Purchase + Research Papers',
    lines: [
      { label: 'Monthly', amount: 129 },
      { label: 'Research Papers', amount: 50 },
    ],
    amount: 179,
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: SANDBOX_CHECKOUT_TEXT.title });
    await expect(dialog).toHaveAccessibleDescription(
      'Monthly Membership Purchase + Research Papers',
    );
    const price = within(dialog);
    await expect(price.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Monthly',
      'Research Papers',
    ]);
    await expect(price.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '₹129',
      '₹50',
    ]);
    await expect(dialog).toHaveTextContent(`${SANDBOX_CHECKOUT_TEXT.totalLabel}₹179`);
    await expect(body.getByRole('button', { name: 'Pay ₹179' })).toBeEnabled();
  },
};

/** The plan alone: no add-on line, the plan's own price as the total. */
export const MembershipWithoutAddOn: Story = {
  args: { lines: [{ label: 'Monthly', amount: 129 }], amount: 129 },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: SANDBOX_CHECKOUT_TEXT.title });
    await expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Monthly']);
    await expect(within(dialog).queryByText('Research Papers')).toBeNull();
    await expect(body.getByRole('button', { name: 'Pay ₹129' })).toBeEnabled();
  },
};

/** A donation, in Indian grouping. */
export const Donation: Story = {
  args: { description: 'Support IC Universe: one-time donation', amount: 150000 },
  play: async () => {
    await expect(await body.findByRole('button', { name: 'Pay ₹1,50,000' })).toBeEnabled();
  },
};

/** While the payment is on its way every button waits and Escape does not cancel. */
export const Paying: Story = {
  args: { pending: 'pay' },
  play: async ({ args }) => {
    await body.findByRole('dialog');
    await expect(body.getByRole('button', { name: 'Pay ₹179' })).toBeDisabled();
    await expect(body.getByRole('button', { name: SANDBOX_CHECKOUT_TEXT.cancel })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
