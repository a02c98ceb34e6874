import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextLink } from '../TextLink';
import { OrderHistory, type OrderHistoryItem } from './OrderHistory';

const items: OrderHistoryItem[] = [
  {
    id: 'o3',
    title: 'Monthly support',
    amount: 1500,
    recurring: true,
    status: 'paid',
    date: '2026-11-02T09:15:00Z',
  },
  {
    id: 'o2',
    title: 'Ultimate Kit Membership Purchase',
    amount: 2049,
    status: 'failed',
    date: '2026-10-18T14:40:00Z',
  },
  {
    id: 'o0',
    title: 'Half Year Membership Purchase',
    amount: 649,
    status: 'expired',
    date: '2026-09-20T11:30:00Z',
  },
  {
    id: 'o1',
    title: 'Annual Membership Purchase',
    amount: 125000,
    status: 'created',
    date: '2026-09-01T06:00:00Z',
  },
];

const meta = {
  title: 'Account/OrderHistory',
  component: OrderHistory,
  args: {
    title: 'Order History',
    items,
    emptyTitle: 'No orders yet',
    emptyMessage: 'Plans and donations you make show up here.',
  },
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each row: what, amount in rupees (Indian grouping), date and status; an abandoned order reads Expired. */
export const WithOrders: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Order History' });
    const rows = within(region).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Monthly support₹1,500 / monthNov 2, 2026Paid',
      'Ultimate Kit Membership Purchase₹2,049Oct 18, 2026Failed',
      'Half Year Membership Purchase₹649Sep 20, 2026Expired',
      'Annual Membership Purchase₹1,25,000Sep 1, 2026Pending',
    ]);
  },
};

/** Nothing bought yet: an empty state with a way forward instead of an empty list. */
export const Empty: Story = {
  args: { items: [], emptyAction: <TextLink href="/ultimate">See the plans</TextLink> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toBeVisible();
  },
};
