import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MONEY_MESSAGES, STUDIO_MESSAGES } from '@ic/domain';
import { studioMembers } from '../../../mocks/studio';
import { memberMoneyHandlers, payingMember } from '../../../mocks/studioMoney';
import { studioApi, STUDIO_PAGE_STORY } from '../../../stories/studioMeta';
import type { StudioPageStory } from '../../../stories/StudioPageStory';
import { mainOf } from '../../../stories/scope';

const [asha, ashok] = studioMembers;
// Dialogs render in a portal on document.body, outside the story's canvas.
const body = within(document.body);
const payingUrl = `/studio/members/${payingMember.userId}`;

/** Opens the dialog `action` names, gives the reason and confirms. */
async function confirmWithReason(main: ReturnType<typeof within>, action: string, reason: string) {
  await userEvent.click(main.getByRole('button', { name: action }));
  const dialog = within(await body.findByRole('dialog', { name: action }));
  await userEvent.type(dialog.getByLabelText(/Reason/), reason);
  await userEvent.click(dialog.getByRole('button', { name: action }));
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
}

const meta = {
  title: 'Studio pages/Member',
  ...STUDIO_PAGE_STORY,
  parameters: { ...STUDIO_PAGE_STORY.parameters, ...studioApi(['support']) },
  args: { url: `/studio/members/${asha?.userId}` },
} satisfies Meta<typeof StudioPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Support: the membership and orders, and a grant that checks its months and reason first. */
export const GrantMonths: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'asha@example.com' }),
    ).toBeVisible();
    await expect(main.getByText('Not a member')).toBeVisible();
    await expect(main.getByText('No orders yet')).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Suspend account' })).toBeNull();
    const form = within(main.getByRole('form', { name: 'Grant membership' }));
    await userEvent.clear(form.getByLabelText(/Months/));
    await userEvent.type(form.getByLabelText(/Months/), '30');
    await userEvent.click(form.getByRole('button', { name: 'Grant membership' }));
    await expect(form.getByText(STUDIO_MESSAGES.monthsInvalid)).toBeVisible();
    await expect(form.getByText(STUDIO_MESSAGES.reasonRequired)).toBeVisible();
  },
};

/** A moderator who also works support can reinstate a suspended account from here. */
export const SuspendedForAModerator: Story = {
  args: { url: `/studio/members/${ashok?.userId}` },
  parameters: studioApi(['support', 'moderator']),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('Suspended')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reinstate account' })).toBeVisible();
  },
};

/** Support cancels the recurring payment; the membership runs to the end of what was paid. */
export const CancelSubscription: Story = {
  args: { url: payingUrl },
  parameters: studioApi(['support'], ...memberMoneyHandlers()),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText(/Ultimate membership: ₹199 a month, active/)).toBeVisible();
    await confirmWithReason(main, 'Cancel subscription', 'Asked by email on 24 November');
    await waitFor(() => expect(body.getByText(MONEY_MESSAGES.subscriptionCancelled)).toBeVisible());
    await expect(await main.findByText(/₹199 a month, cancelled/)).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await expect(main.getByText(/^Member until/)).toBeVisible();
  },
};

/** Support refunds a payment: what is left of it, with the reason shown beside it afterwards. */
export const RefundAPayment: Story = {
  args: { url: payingUrl },
  parameters: studioApi(['support'], ...memberMoneyHandlers()),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('heading', { level: 2, name: 'Payments and refunds' });
    await confirmWithReason(main, 'Refund ₹500', 'Paid twice by mistake');
    await waitFor(() => expect(body.getByText(MONEY_MESSAGES.refundMarked)).toBeVisible());
    await expect(await main.findByText(/Refunded ₹500 on .*: Paid twice by mistake/)).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Refund ₹500' })).toBeNull();
    await expect(main.getByRole('button', { name: 'Refund ₹199' })).toBeVisible();
  },
};

/** A moderator hides the avatar with a reason; the site shows the default one until it is shown again. */
export const HideAvatar: Story = {
  args: { url: payingUrl },
  parameters: studioApi(['moderator', 'support'], ...memberMoneyHandlers()),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('heading', { level: 1, name: payingMember.email });
    await confirmWithReason(main, 'Hide avatar', 'Rude picture');
    await waitFor(() => expect(body.getByText(MONEY_MESSAGES.avatarHidden)).toBeVisible());
    await expect(await main.findByRole('button', { name: 'Show avatar' })).toBeVisible();
  },
};

/** Support without the moderator role sees no avatar or suspension buttons. */
export const MoneyForSupportOnly: Story = {
  args: { url: payingUrl },
  parameters: studioApi(['support'], ...memberMoneyHandlers()),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await main.findByRole('heading', { level: 1, name: payingMember.email });
    await expect(main.queryByRole('button', { name: 'Hide avatar' })).toBeNull();
    await expect(main.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  },
};
