import { MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signedInUser } from '../../mocks/fixtures';
import { api, PAGE_STORY, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { mainOf } from '../../stories/scope';
import { http, HttpResponse } from 'msw';
import { goldMembership } from '../../mocks/account';
import { orderHandler, storyOrder } from '../../mocks/cart';

const memberUntil = '2026-12-23T05:31:00.000Z';
const membershipHandler = http.get('/api/membership', () =>
  HttpResponse.json({ success: true, data: { ...goldMembership, memberUntil } }),
);

const meta = {
  title: 'Pages/OrderComplete',
  ...PAGE_STORY,
  parameters: { ...PAGE_STORY.parameters, ...api('content', orderHandler, membershipHandler) },
  args: { url: `/order-complete?order=${storyOrder.orderId}` },
  beforeEach: signedInAs(signedInUser),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The confirmation after paying, read back from the server: the receipt number (also mailed),
 * what, how much, until when Ultimate runs (the server's entitlement), the payment id, the ways on.
 */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
    const receipt = await main.findByRole('region', { name: 'Monthly Membership Purchase' });
    await expect(main.getByRole('note')).toHaveTextContent(storyOrder.receiptNumber);
    await expect(receipt).toHaveTextContent(`Receipt number${storyOrder.receiptNumber}`);
    await expect(receipt).toHaveTextContent('₹129 per month');
    await expect(receipt).toHaveTextContent('pay_order_Monthly');
    await expect(await main.findByText('Dec 23, 2026')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Read the comics' })).toHaveAttribute(
      'href',
      '/comics',
    );
  },
};

export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('status')).toHaveTextContent(MESSAGES.loading);
  },
};

/** No ?order: say so and lead to My Account. */
export const Empty: Story = {
  args: { url: '/order-complete' },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { name: 'No order to show' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to My Account' })).toBeVisible();
  },
};

/** An unknown or failing order. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'We could not find that order' }),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = { ...Content, ...PHONE_VIEWPORT };
