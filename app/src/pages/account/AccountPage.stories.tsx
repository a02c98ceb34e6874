import { ACCESS_MESSAGES, purchaseDescription } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import { comics, signedInUser } from '../../mocks/fixtures';
import { api, PAGE_STORY, signedInAs } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';
import { accountHandlers, accountOrders, goldMembership } from '../../mocks/account';
import { childMe } from '../../mocks/access';

const meta = {
  title: 'Pages/Account',
  ...PAGE_STORY,
  args: { url: '/my-account' },
  parameters: api('content', ...accountHandlers()),
  beforeEach: signedInAs(signedInUser),
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A free reader with no orders yet: FREE, Upgrade Plan and the empty order lists. */
export const FreeNoOrders: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByText(signedInUser.username)).toBeVisible();
    await expect(main.getByText(signedInUser.email)).toBeVisible();
    const membership = within(main.getByRole('region', { name: 'Membership' }));
    await expect(await membership.findByText('FREE', {}, AFTER_SKELETONS)).toBeVisible();
    await expect(membership.getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
    const history = within(main.getByRole('region', { name: 'Order History' }));
    await expect(history.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Create your character' })).toHaveAttribute(
      'href',
      '/createAvatar',
    );
    // Support Us is the donations page, not the error-report form.
    await expect(main.getByRole('link', { name: 'Support Us' })).toHaveAttribute(
      'href',
      '/support-us',
    );
  },
};

/** Once a character is saved, the same link offers to edit it. */
export const WithCharacter: Story = {
  parameters: api(
    'content',
    http.get('/api/me', () =>
      HttpResponse.json({
        success: true,
        data: { ...signedInUser, avatar: 'v1:a1b2c32', child: null },
      }),
    ),
    ...accountHandlers(),
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const edit = await main.findByRole('link', { name: 'Edit your character' }, AFTER_SKELETONS);
    await expect(edit).toHaveAttribute('href', '/createAvatar');
    await expect(main.queryByRole('link', { name: 'Create your character' })).toBeNull();
  },
};

const followed = comics[2]!;
const followsOf = (list: typeof comics) =>
  HttpResponse.json({
    success: true,
    data: { follows: list.map((comic) => ({ comic, followedAt: '2026-11-20T10:00:00.000Z' })) },
  });

/** The series they follow, each to its page; Following turns it off and the list empties. */
export const Follows: Story = {
  parameters: api(
    'content',
    http.get('/api/follows', () => followsOf([followed])),
    http.delete('/api/follows/:comicId', () => followsOf([])),
    ...accountHandlers(),
  ),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const list = await main.findByRole('list', { name: 'Series you follow' }, AFTER_SKELETONS);
    await expect(
      within(list).getByRole('link', { name: new RegExp(followed.title) }),
    ).toHaveAttribute('href', `/comics/${followed._id}`);
    await userEvent.click(
      within(list).getByRole('button', { name: `Following ${followed.title}` }),
    );
    await expect(
      await main.findByRole('heading', { name: 'You follow no series yet' }),
    ).toBeVisible();
  },
};

/** A Gold monthly supporter with orders: plan, renewal, badge, perks and the lists. */
export const GoldWithOrders: Story = {
  parameters: api('content', ...accountHandlers(goldMembership, accountOrders)),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const membership = within(main.getByRole('region', { name: 'Membership' }));
    await expect(await membership.findByText('Gold member', {}, AFTER_SKELETONS)).toBeVisible();
    await expect(membership.getByText('Monthly')).toBeVisible();
    await expect(membership.getByText('Renews on Dec 23, 2026')).toBeVisible();
    const perks = membership.getAllByRole('listitem').map((item) => item.textContent);
    await expect(perks).toEqual(goldMembership.perks);
    const history = within(main.getByRole('region', { name: 'Order History' }));
    await expect(history.getAllByRole('listitem')).toHaveLength(3);
    await expect(history.getByText('₹1,500 / month')).toBeVisible();
    const tracked = within(main.getByRole('region', { name: 'Track Orders' }));
    await expect(
      tracked.getByText(`${purchaseDescription('UltimateKit')} + Research Papers`),
    ).toBeVisible();
  },
};

/** The mail toggle saves and says so. */
export const NewsletterToggle: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const toggle = main.getByRole('switch', { name: 'Subscription mails' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    // It moves at once; the account's own load may land after the click, and the save wins.
    await waitFor(() => expect(toggle).toBeChecked());
    // The notifications region arrives with the first toast (the viewport loads on demand).
    const body = within(canvasElement.ownerDocument.body);
    const toasts = await body.findByRole('region', { name: /Notifications/ }, AFTER_SKELETONS);
    await waitFor(() =>
      expect(within(toasts).getByText('Subscription mails turned on.')).toBeVisible(),
    );
  },
};

/** Delete asks for the password; a wrong one keeps the dialog open with the server's message. */
export const DeleteWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Delete My Account' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Delete your account?' }));
    await userEvent.type(dialog.getByLabelText(/^Password/), 'not-it');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for good' }));
    // The dialog fades in: on a busy machine the message can arrive before its first frame.
    await waitFor(() => expect(dialog.getByText('Your password is not correct')).toBeVisible());
  },
};

/** The calls fail: the page still stands and says what could not be loaded. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByText(/Your plan could not be loaded/, {}, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(main.getAllByText(/Your orders could not be loaded/)).toHaveLength(2);
  },
};

/** Still waiting for the calls: skeletons, with the profile already shown. */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(main.getByText(signedInUser.username)).toBeVisible();
    await expect(main.getByRole('region', { name: 'Membership' })).toBeVisible();
  },
};

/** On a phone every action stays on the screen: the page never scrolls sideways. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByText('FREE', {}, AFTER_SKELETONS);
    await expect(main.getByRole('button', { name: 'Delete My Account' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A member sees the shop's member code, to copy, and until when it works. */
export const MemberCode: Story = {
  parameters: api('content', ...accountHandlers(goldMembership, accountOrders)),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const code = within(await main.findByRole('region', { name: 'Member code' }, AFTER_SKELETONS));
    await expect(code.getByText('ICU-7QK2M9TD')).toBeVisible();
    await expect(code.getByText(/until Dec 23, 2026/)).toBeVisible();
    await expect(code.getByRole('button', { name: 'Copy code' })).toBeVisible();
  },
};

/** A free reader has no member code. */
export const NoMemberCode: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const membership = within(main.getByRole('region', { name: 'Membership' }));
    await membership.findByText('FREE', {}, AFTER_SKELETONS);
    await expect(main.queryByRole('region', { name: 'Member code' })).toBeNull();
  },
};

/**
 * A child account: the mail switch off and locked, saying why; no upgrade or plans, but who can
 * buy for it.
 */
export const ChildAccount: Story = {
  parameters: api('content', childMe(), ...accountHandlers()),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    const membership = within(main.getByRole('region', { name: 'Membership' }));
    await expect(
      await membership.findByText(ACCESS_MESSAGES.guardianMustBuy, {}, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(main.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
    await expect(main.queryByRole('link', { name: 'See the plans' })).toBeNull();
    const toggle = main.getByRole('switch', { name: 'Subscription mails' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(ACCESS_MESSAGES.childNewsletter);
  },
};
