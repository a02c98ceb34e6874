import { ACCESS_MESSAGES, PLANS } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { ReaderLayout } from '../ReaderLayout';
import { RecordingLink } from '../storybook/recordingLink';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { Paywall } from './Paywall';

const CHAPTER = 'Chapter 2: A City Holds Its Breath';
const ON_SALE = PLANS.filter((plan) => plan.purchasable);

const meta = {
  title: 'Comics/Paywall',
  component: Paywall,
  parameters: { layout: 'fullscreen' },
  args: {
    chapterTitle: CHAPTER,
    lock: { reason: 'members' },
    plans: ON_SALE,
    onSelectPlan: fn(),
    onLogIn: fn(),
    loadingType: null,
  },
  // In the reader's frame, as a locked chapter shows it.
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <ReaderLayout title={CHAPTER} backHref="/comicChap/7/chapters">
          <Story />
        </ReaderLayout>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof Paywall>;

export default meta;
type Story = StoryObj<typeof meta>;

const plan = (canvasElement: HTMLElement, type: string) => {
  const card = canvasElement.querySelector<HTMLElement>(`[data-plan="${type}"]`);
  if (!card) throw new Error(`No ${type} plan`);
  return within(card);
};

/** A free account on a members chapter: what is locked, why, and the plans; choosing one buys it. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const paywall = within(canvas.getByRole('region', { name: 'Read on with Ultimate' }));
    await expect(paywall.getByText(ACCESS_MESSAGES.membersOnly)).toBeVisible();
    await expect(
      paywall.getByText(new RegExp(`“${CHAPTER}” is for Ultimate members`)),
    ).toBeVisible();
    await expect(paywall.getAllByRole('article')).toHaveLength(ON_SALE.length);
    await expect(paywall.queryByRole('button', { name: ACCESS_MESSAGES.signIn })).toBeNull();
    await userEvent.click(plan(canvasElement, 'Monthly').getByRole('button'));
    await expect(args.onSelectPlan).toHaveBeenCalledWith(
      ON_SALE.find((p) => p.type === 'Monthly'),
      { researchPapers: true, price: 179 },
    );
  },
};

/** Signed out: log in first (and come back here), or choose a plan as a newcomer. */
export const SignIn: Story = {
  args: { lock: { reason: 'sign-in' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: ACCESS_MESSAGES.signIn }));
    await expect(args.onLogIn).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('heading', { name: 'New here? Choose a plan' })).toBeVisible();
  },
};

/** Early access: members read it now, and everyone from the day it turns free. */
export const EarlyAccess: Story = {
  args: { lock: { reason: 'early-until', until: '2026-12-01T10:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Early access for Ultimate members' }),
    ).toBeVisible();
    await expect(canvas.getAllByText(/Dec 1, 2026/)).toHaveLength(2);
  },
};

/** While a plan's order is made: its button spins and the others wait. */
export const Buying: Story = {
  args: { loadingType: 'Monthly' },
  play: async ({ canvasElement }) => {
    await expect(plan(canvasElement, 'Monthly').getByRole('button')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(plan(canvasElement, 'Annual').getByRole('button')).toBeDisabled();
  },
};

/** The price list is on its way: card-shaped stand-ins, one status for them all. */
export const PlansLoading: Story = {
  args: { plans: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A child account: why it is locked and who can buy; no plans, nothing to press. */
export const ForAChild: Story = {
  args: { purchaseNote: ACCESS_MESSAGES.guardianMustBuy },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(ACCESS_MESSAGES.guardianMustBuy);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/Join/)).toBeNull();
  },
};

/** On a phone the plans stack and the paywall scrolls between the reader's bars. */
export const Phone: Story = { ...PHONE_VIEWPORT };
