import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentMethodChooser } from './PaymentMethodChooser';

const onCard = fn();
const onUpi = fn();

const meta = {
  title: 'Checkout/PaymentMethodChooser',
  component: PaymentMethodChooser,
  argTypes: { busy: { control: 'boolean' }, error: { control: 'text' } },
  args: { onCard, onUpi, busy: false },
  beforeEach: () => {
    onCard.mockClear();
    onUpi.mockClear();
  },
} satisfies Meta<typeof PaymentMethodChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each method calls its own callback. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Credit or Debit Card' }));
    await expect(onCard).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'UPI AutoPay' }));
    await expect(onUpi).toHaveBeenCalledOnce();
  },
};

/** While the card checkout is open, UPI waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'UPI AutoPay' })).toBeDisabled();
  },
};

/** A failed payment says why and stays on the step. */
export const Failed: Story = {
  args: { error: 'The payment did not go through. No money was taken.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payment did not go through.');
  },
};
