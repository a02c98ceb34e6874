import { MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signedInUser } from '../../mocks/fixtures';
import { api, PAGE_STORY, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { mainOf } from '../../stories/scope';
import { orderHandler, storyOrder } from '../../mocks/cart';

const meta = {
  title: 'Pages/OrderComplete',
  ...PAGE_STORY,
  parameters: { ...PAGE_STORY.parameters, ...api('content', orderHandler) },
  args: { url: `/order-complete?order=${storyOrder.orderId}` },
  beforeEach: signedInAs(signedInUser),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The paid order read back: what, how much, when, the payment id and the ways on. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
    const receipt = await main.findByRole('region', { name: 'Monthly Membership Purchase' });
    await expect(receipt).toHaveTextContent('₹129 per month');
    await expect(receipt).toHaveTextContent('pay_order_Monthly');
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
