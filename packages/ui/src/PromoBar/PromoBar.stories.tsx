import { SHOP_PROMO } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PromoBar } from './PromoBar';

const meta = {
  title: 'Navigation/PromoBar',
  component: PromoBar,
  parameters: { layout: 'fullscreen' },
  args: { shopHref: 'https://shop.example.com', dismissible: false, onDismiss: fn() },
} satisfies Meta<typeof PromoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop code with its 10% and a link that opens the external shop in a new tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Get 10% off in our shop with code/)).toBeVisible();
    await expect(canvas.getByText(SHOP_PROMO.code)).toBeVisible();
    const shop = canvas.getByRole('link', { name: /Shop now/ });
    await expect(shop).toHaveAttribute('href', 'https://shop.example.com');
    await expect(shop).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Without a shop address the code still shows, with no link. */
export const CodeOnly: Story = {
  args: { shopHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SHOP_PROMO.code)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Dismissible: the close button hides the bar and tells the app, which may remember it. */
export const Dismissible: Story = {
  args: { dismissible: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the shop offer' }));
    await expect(canvas.queryByText(SHOP_PROMO.code)).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
