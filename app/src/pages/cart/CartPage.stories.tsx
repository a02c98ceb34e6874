import { ACCESS_MESSAGES, MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInUser } from '../../mocks/fixtures';
import { api, PAGE_STORY, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, findSandboxCheckout, mainOf } from '../../stories/scope';
import { addressHandlers, orderHandler } from '../../mocks/cart';
import { accountHandlers, freeMembership } from '../../mocks/account';
import { childMe } from '../../mocks/access';
import { paths } from '../../paths';

const KIT = paths.cart.href('UltimateKit');

const meta = {
  title: 'Pages/Cart',
  ...PAGE_STORY,
  parameters: { ...PAGE_STORY.parameters, ...api('content', ...addressHandlers(), orderHandler) },
  args: { url: KIT },
  beforeEach: signedInAs(signedInUser),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const progress = (main: Awaited<ReturnType<typeof mainOf>>) =>
  within(main.getByRole('list', { name: 'Checkout progress' }))
    .getAllByRole('listitem')
    .map((step) => step.querySelector('[data-slot="label"]')?.textContent?.split(',')[0]);

/** The kit, step 1 with a saved address: chosen by default, the cart on the side. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 2, name: 'Delivery To' })).toBeVisible();
    await expect(progress(main)).toEqual(['Login', 'Address', 'Payment', 'Order Complete']);
    await expect(main.getByRole('region', { name: 'Your Cart!' })).toHaveTextContent('Total₹2,049');
    await expect(await main.findByRole('radio')).toBeChecked();
    await expect(main.getByRole('button', { name: 'CONTINUE TO CHECK-OUT' })).toBeEnabled();
  },
};

/**
 * A digital plan (the monthly membership) has nothing to deliver: no address step, and the step
 * count says so. The add-on is visible and togglable, and the price the cart shows is the one
 * the checkout charges.
 */
export const DigitalPlan: Story = {
  args: { url: paths.cart.href() },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 2, name: 'Payment method' }),
    ).toBeVisible();
    await expect(progress(main)).toEqual(['Login', 'Payment', 'Order Complete']);
    const cart = main.getByRole('region', { name: 'Your Cart!' });
    await expect(cart).toHaveTextContent('Research Papers₹50 per month');
    await expect(cart).toHaveTextContent('Total₹179 per month');
    // Not a member: nothing is extended, so the cart does not say so.
    await expect(within(cart).queryByText(/Extends your membership/)).toBeNull();
    await userEvent.click(main.getByRole('checkbox', { name: /Research Papers/ }));
    await expect(cart).toHaveTextContent('Total₹129 per month');
    await userEvent.click(main.getByRole('button', { name: 'Credit or Debit Card' }));
    const checkout = await findSandboxCheckout(canvasElement);
    // The dialog fades in: visible once its entry animation has run.
    await waitFor(() =>
      expect(within(checkout).getByRole('button', { name: 'Pay ₹129' })).toBeVisible(),
    );
  },
};

/** No saved address: CONTINUE waits, and says why. */
export const Empty: Story = {
  parameters: api('content', ...addressHandlers([])),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByText('Add a delivery address to continue to check-out.'),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'CONTINUE TO CHECK-OUT' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('status')).toHaveTextContent(MESSAGES.loading);
  },
};

export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'We could not load your saved addresses.',
    );
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Step 5: a new address saved (default or not) comes back chosen on step 1. */
export const AddAddress: Story = {
  args: { url: `${KIT}&step=5` },
  parameters: api('content', ...addressHandlers([])),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const fill = async (label: RegExp, value: string) =>
      userEvent.type(await main.findByRole('textbox', { name: label }), value);
    await fill(/House \/ Building/, '4 Coral Towers');
    await fill(/Street \/ Area/, 'Marine Drive');
    await fill(/Postal code/, '400002');
    await fill(/City \/ District/, 'Mumbai');
    await fill(/Phone number/, '9988776655');
    await userEvent.click(main.getByRole('button', { name: 'SAVE' }));
    await expect(await main.findByRole('heading', { name: 'Delivery To' })).toBeVisible();
    await expect(await main.findByRole('radio')).toBeChecked();
    await expect(main.getByText('4 Coral Towers, Marine Drive')).toBeVisible();
  },
};

/**
 * A member whose membership runs until 31 January 2099 buys Monthly: the cart says the month is
 * added to it (the calendar rule clamps to 28 February), so nobody pays thinking it starts anew.
 */
export const MemberExtends: Story = {
  args: { url: paths.cart.href() },
  parameters: {
    ...api(
      'content',
      ...addressHandlers(),
      orderHandler,
      ...accountHandlers({
        ...freeMembership,
        isPremium: true,
        plan: 'Monthly',
        expiresAt: '2099-01-31T08:00:00Z',
        memberUntil: '2099-01-31T08:00:00Z',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const cart = await main.findByRole('region', { name: 'Your Cart!' });
    await expect(
      await within(cart).findByText('Extends your membership to Feb 28, 2099'),
    ).toBeVisible();
  },
};

/** Step 2: a card payment opens the sandbox checkout and ends on the receipt. */
export const CardPayment: Story = {
  args: { url: paths.cart.href('Monthly', false) },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: 'Credit or Debit Card' }));
    const checkout = await findSandboxCheckout(canvasElement);
    await userEvent.click(within(checkout).getByRole('button', { name: /^Pay/ }));
    const receipt = await within(canvasElement).findByRole(
      'region',
      { name: 'Monthly Membership Purchase' },
      AFTER_SKELETONS,
    );
    await expect(receipt).toHaveTextContent('₹129 per month');
  },
};

/** Steps 3 and 4: an app and a UPI ID, then NEXT only after agreeing. */
export const UpiAutoPay: Story = {
  args: { url: `${paths.cart.href()}?step=3` },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: 'BHIM' }));
    await expect(main.getByRole('alert')).toHaveTextContent(
      'BHIM will ask you to approve the AutoPay mandate after you confirm.',
    );
    await userEvent.type(main.getByRole('textbox', { name: /UPI ID/ }), 'priya@upi');
    await userEvent.click(main.getByRole('button', { name: 'NEXT' }));
    await expect(
      await main.findByRole('heading', { name: 'Confirm your recurring payment' }),
    ).toBeVisible();
    const next = main.getByRole('button', { name: 'NEXT' });
    await expect(next).toBeDisabled();
    await userEvent.click(main.getByRole('checkbox', { name: /recurring payment terms/ }));
    await expect(next).toBeEnabled();
  },
};

export const OnAPhone: Story = { ...Content, ...PHONE_VIEWPORT };

/** A child account: no wizard, only who can buy. */
export const ChildAccount: Story = {
  parameters: api('content', childMe()),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByText(ACCESS_MESSAGES.guardianMustBuy, {}, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};
