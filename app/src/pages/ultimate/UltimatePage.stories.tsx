import { ACCESS_MESSAGES, MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { childMe, membersComics } from '../../mocks/access';
import { accountHandlers, goldMembership } from '../../mocks/account';
import { orderHandler, storyOrder } from '../../mocks/cart';
import { signedInUser } from '../../mocks/fixtures';
import { PAGE_STORY, api, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, findSandboxCheckout, mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/Ultimate',
  ...PAGE_STORY,
  args: { url: '/ultimate' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = Awaited<ReturnType<typeof mainOf>>;

const monthlyCard = (page: Scope) =>
  page.findByRole('article', { name: 'Monthly' }, AFTER_SKELETONS);

/** Hero, plans from the price list, new comics, trailers and the kit. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'IC Ultimate' })).toBeInTheDocument();
    const monthly = await monthlyCard(page);
    await expect(monthly).toHaveTextContent('₹179');
    await userEvent.click(within(monthly).getByRole('checkbox', { name: /Research Papers/ }));
    await expect(monthly).toHaveTextContent('₹129');
    const free = page.getByRole('article', { name: 'FREE' });
    await expect(within(free).getByRole('button')).toBeDisabled();
    await expect(page.getByRole('heading', { level: 2, name: 'New comics weekly' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The membership kit' })).toBeVisible();

    // No trailer is out yet: no PLAY that plays nothing.
    await expect(page.queryByRole('button', { name: /play/i })).toBeNull();
  },
};

/**
 * Signed in: the card's price is the checkout's and the charge's (₹179 with the add-on); paying
 * opens the confirmation with the receipt number, not only a toast.
 */
export const BuyMonthly: Story = {
  beforeEach: signedInAs(signedInUser),
  parameters: api(
    'content',
    http.get('/api/me', () => HttpResponse.json({ success: true, data: signedInUser })),
    orderHandler,
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const monthly = await monthlyCard(page);
    await userEvent.click(within(monthly).getByRole('button', { name: /Choose Plan/ }));
    const dialog = await findSandboxCheckout(canvasElement);
    // The checkout names the add-on the card has ticked, with the card's price.
    await expect(dialog).toHaveAccessibleDescription(
      'Monthly Membership Purchase + Research Papers',
    );
    await expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Monthly', 'Research Papers']);
    await expect(monthly).toHaveTextContent('₹179');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹179' }));
    // The confirmation page loads its own chunk first.
    const after = within(canvasElement);
    await expect(
      await after.findByRole('heading', { level: 1, name: 'Order Complete' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(
      await after.findByText(storyOrder.receiptNumber, {}, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/**
 * A member: until when their membership runs, their plan marked as theirs and offered as an
 * extension, never as the same plan again.
 */
export const Member: Story = {
  beforeEach: signedInAs(signedInUser),
  parameters: api(
    'content',
    http.get('/api/me', () => HttpResponse.json({ success: true, data: signedInUser })),
    ...accountHandlers({ ...goldMembership, memberLevel: null }),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const monthly = await monthlyCard(page);
    await expect(await page.findByText(/You're a member until/)).toBeVisible();
    await expect(
      within(monthly).getByRole('button', { name: 'Extend my plan (Monthly)' }),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: /Choose Plan/ })).toBeNull();
  },
};

/** A Gold donor: Gold covers the periodic plans, so those cards say so instead of charging. */
export const GoldMember: Story = {
  beforeEach: signedInAs(signedInUser),
  parameters: api(
    'content',
    http.get('/api/me', () => HttpResponse.json({ success: true, data: signedInUser })),
    ...accountHandlers(goldMembership),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const monthly = await monthlyCard(page);
    await expect(await within(monthly).findByText(MESSAGES.goldCoversPlans)).toBeVisible();
    await expect(within(monthly).queryByRole('button')).toBeNull();
  },
};

/** Signed in, an order that cannot be created shows the spec's message. */
export const OrderFails: Story = {
  beforeEach: signedInAs(signedInUser),
  parameters: api(
    'content',
    http.get('/api/me', () => HttpResponse.json({ success: true, data: signedInUser })),
    http.post('/payment/create', () =>
      HttpResponse.json({ success: false, message: 'Internal' }, { status: 500 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await userEvent.click(
      within(await monthlyCard(page)).getByRole('button', { name: /Choose Plan/ }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText(MESSAGES.orderCreateFailed)).toBeVisible());
  },
};

/** Skeletons while the price list and the comics load. */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getAllByRole('status').length).toBeGreaterThan(0);
    await expect(page.queryByRole('article', { name: 'Monthly' })).toBeNull();
  },
};

/** Nothing in the catalogue: the comics say so; the plans still sell. */
export const Empty: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await monthlyCard(page);
    await expect(await page.findByText(MESSAGES.noComics, {}, AFTER_SKELETONS)).toBeVisible();
  },
};

/** Every call fails: the shared price list still shows, the comics are empty. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(await monthlyCard(page)).toHaveTextContent('₹179');
    await expect(await page.findByText(MESSAGES.noComics, {}, AFTER_SKELETONS)).toBeVisible();
  },
};

/** On a phone the plans stack in one column. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(await monthlyCard(page)).toBeVisible();
  },
};

/** New comics with chapters for members only carry the badge. */
export const MembersChapters: Story = {
  parameters: api('content', membersComics),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const row = await page.findByRole('region', { name: 'New comics' }, AFTER_SKELETONS);
    await expect(await within(row).findAllByText('Ultimate chapters')).toHaveLength(2);
  },
};

/** A child account sees the plans, each saying a guardian must buy; nothing to press. */
export const ChildAccount: Story = {
  beforeEach: signedInAs(signedInUser),
  parameters: api('content', childMe()),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const monthly = within(await monthlyCard(page));
    await expect(
      await monthly.findByText(ACCESS_MESSAGES.guardianMustBuy, {}, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(monthly.queryByRole('button')).toBeNull();
    await expect(page.queryByRole('button', { name: /Buy the kit/ })).toBeNull();
  },
};
