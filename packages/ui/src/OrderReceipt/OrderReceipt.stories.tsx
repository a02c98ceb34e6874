import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextLink } from '../TextLink';
import { OrderReceipt } from './OrderReceipt';

const meta = {
  title: 'Checkout/OrderReceipt',
  component: OrderReceipt,
  argTypes: { status: { control: 'inline-radio', options: ['paid', 'created', 'failed'] } },
  args: {
    title: 'Monthly Membership Purchase',
    status: 'paid',
    lines: [
      { term: 'Amount paid', detail: '₹129' },
      { term: 'Date', detail: 'Nov 23, 2026' },
      { term: 'Payment id', detail: 'pay_sandbox_0001' },
    ],
    actions: <TextLink href="/my-account">Go to My Account</TextLink>,
  },
} satisfies Meta<typeof OrderReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order: its lines and the way on. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const receipt = canvas.getByRole('region', { name: 'Monthly Membership Purchase' });
    await expect(receipt).toHaveTextContent('₹129');
    await expect(canvas.getByText('paid')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Account' })).toBeVisible();
  },
};

/** An order still waiting for its payment, without links. */
export const Pending: Story = {
  args: { status: 'created', actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('created')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
