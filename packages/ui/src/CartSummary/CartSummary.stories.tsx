import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CartSummary } from './CartSummary';

const meta = {
  title: 'Checkout/CartSummary',
  component: CartSummary,
  argTypes: { title: { control: 'text' }, footnote: { control: 'text' } },
  args: {
    lines: [
      { label: 'Monthly membership', price: '₹129 per month', note: 'recurring, cancel anytime' },
    ],
    footnote: 'A membership fee of ₹129 per month, recurring and cancellable anytime.',
  },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The monthly membership in the cart, with its fee sentence. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('region', { name: 'Your Cart!' });
    await expect(cart).toHaveTextContent('Monthly membership');
    await expect(cart).toHaveTextContent('₹129 per month');
    await expect(cart).toHaveTextContent('recurring, cancel anytime');
  },
};

/** Two lines and no footnote. */
export const WithAddOn: Story = {
  args: {
    lines: [
      { label: 'Monthly membership', price: '₹129 per month' },
      { label: 'Research Papers', price: '₹50' },
    ],
    footnote: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

function TogglableAddOn() {
  const [ticked, setTicked] = useState(true);
  const lines = [
    { label: 'Monthly membership', price: '₹129 per month' },
    ...(ticked ? [{ label: 'Research Papers', price: '₹50 per month' }] : []),
    { label: 'Total', price: ticked ? '₹179 per month' : '₹129 per month' },
  ];
  return (
    <CartSummary lines={lines}>
      <Checkbox
        label="Add the Research Papers (+₹50)"
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
    </CartSummary>
  );
}

/** A control under the lines (the add-on's checkbox) changes what the cart costs. */
export const WithAddOnChoice: Story = {
  render: () => <TogglableAddOn />,
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('region', { name: 'Your Cart!' });
    await expect(cart).toHaveTextContent('Total₹179 per month');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Research Papers/ }));
    await expect(cart).toHaveTextContent('Total₹129 per month');
  },
};
