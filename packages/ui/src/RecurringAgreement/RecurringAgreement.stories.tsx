import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RecurringAgreement } from './RecurringAgreement';

const onConfirm = fn();

const meta = {
  title: 'Checkout/RecurringAgreement',
  component: RecurringAgreement,
  argTypes: { busy: { control: 'boolean' }, error: { control: 'text' } },
  args: {
    terms: [
      { term: 'Amount', detail: '₹129 per month' },
      { term: 'Starts', detail: 'Today' },
      { term: 'Cancel', detail: 'Anytime, from My Account' },
    ],
    onConfirm,
    busy: false,
  },
  beforeEach: () => {
    onConfirm.mockClear();
  },
} satisfies Meta<typeof RecurringAgreement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** NEXT stays disabled, with the reason, until the terms are agreed. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹129 per month')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'NEXT' });
    await expect(next).toBeDisabled();
    await expect(
      canvas.getByText('Please agree to the recurring payment terms to continue'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(onConfirm).toHaveBeenCalledOnce();
  },
};

/** A failed payment says why. */
export const Failed: Story = {
  args: { error: 'The payment did not go through. No money was taken.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No money was taken.');
  },
};
