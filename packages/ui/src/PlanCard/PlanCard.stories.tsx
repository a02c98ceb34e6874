import { ACCESS_MESSAGES, PLANS, ULTIMATE_PAGE_PLANS, type PlanType } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PLAN_CARD_EMPHASES, PLAN_TITLE_LEVELS, PlanCard } from './PlanCard';
import type { PlanCardPlan } from './planPricing';

function plan(type: PlanType, list: readonly PlanCardPlan[] = PLANS): PlanCardPlan {
  const found = list.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`No ${type} plan`);
  return found;
}

const meta = {
  title: 'Commerce/PlanCard',
  component: PlanCard,
  argTypes: {
    emphasis: { control: 'inline-radio', options: PLAN_CARD_EMPHASES },
    titleAs: { control: 'inline-radio', options: PLAN_TITLE_LEVELS },
    plan: {
      control: 'select',
      options: PLANS.map((p) => p.type),
      mapping: Object.fromEntries(PLANS.map((p) => [p.type, p])),
    },
  },
  args: {
    plan: plan('Monthly'),
    onSelect: fn(),
    onResearchPapersChange: fn(),
    emphasis: 'default',
    titleAs: 'h2',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, paddingTop: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const price = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="amount"]')?.textContent;

/** The add-on is ticked by default; unticking takes 50 off, ticking adds it back. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const addon = canvas.getByRole('checkbox', { name: /Research Papers/ });
    await expect(addon).toBeChecked();
    await expect(price(canvasElement)).toBe('₹179');
    await userEvent.click(addon);
    await expect(price(canvasElement)).toBe('₹129');
    await expect(args.onResearchPapersChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(addon);
    await expect(price(canvasElement)).toBe('₹179');
  },
};

export const UltimateKit: Story = {
  args: { plan: plan('UltimateKit') },
  play: async ({ canvas, canvasElement }) => {
    await expect(price(canvasElement)).toBe('₹2,049');
    const original = canvasElement.querySelector('s');
    await expect(original).toHaveTextContent('Original price ₹2,199');
    await expect(canvas.getByText('First 10,000 customers get exclusive gifts!')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Ultimate Kit features' })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** FREE cannot be bought: a disabled button, no add-on, and clicking does nothing. */
export const Free: Story = {
  args: { plan: plan('FREE') },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Current Plan (FREE)' });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(price(canvasElement)).toBe('₹0');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const FreeWithOwnLabel: Story = {
  args: { plan: plan('FREE'), unavailableLabel: 'Free' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Free (FREE)' })).toBeDisabled();
  },
};

/** Buying sends the plan and the price shown, add-on included. */
export const Monthly: Story = {
  args: { plan: plan('Monthly') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Plan (Monthly)' }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.plan, {
      researchPapers: true,
      price: 179,
    });
  },
};

export const HalfYear: Story = {
  args: { plan: plan('HalfYear') },
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toBe('₹649');
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const Annual: Story = {
  args: { plan: plan('Annual'), emphasis: 'highlighted' },
  play: async ({ canvas, canvasElement }) => {
    await expect(price(canvasElement)).toBe('₹1,049');
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByText('VIP access to events')).toBeVisible();
  },
};

/** The Ultimate page's reading of the kit: 1900 against 2199 + 49. */
export const UltimatePageKit: Story = {
  args: { plan: plan('UltimateKit', ULTIMATE_PAGE_PLANS) },
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toBe('₹1,950');
    await expect(canvasElement.querySelector('s')).toHaveTextContent('Original price ₹2,199 + ₹49');
  },
};

/** The Ultimate page prices Free at 49, but it still cannot be bought. */
export const UltimatePageFree: Story = {
  args: { plan: plan('FREE', ULTIMATE_PAGE_PLANS) },
  play: async ({ canvas, canvasElement }) => {
    await expect(price(canvasElement)).toBe('₹49');
    await expect(canvas.getByRole('button', { name: 'Current Plan (Free)' })).toBeDisabled();
  },
};

/** Unticked, buying sends the bare price; ticking adds exactly 50. */
export const AddOnUnchecked: Story = {
  args: { plan: plan('HalfYear'), defaultResearchPapers: false },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('checkbox', { name: /Research Papers/ })).not.toBeChecked();
    await expect(price(canvasElement)).toBe('₹599');
    const buy = canvas.getByRole('button', { name: 'Choose Plan (Half Year)' });
    await userEvent.click(buy);
    await expect(args.onSelect).toHaveBeenLastCalledWith(args.plan, {
      researchPapers: false,
      price: 599,
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: /Research Papers/ }));
    await expect(price(canvasElement)).toBe('₹649');
    await userEvent.click(buy);
    await expect(args.onSelect).toHaveBeenLastCalledWith(args.plan, {
      researchPapers: true,
      price: 649,
    });
  },
};

/** Controlled: the card reports the wish and shows what its owner decides. */
export const Controlled: Story = {
  args: { plan: plan('Monthly'), researchPapers: false },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Research Papers/ }));
    await expect(args.onResearchPapersChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('checkbox', { name: /Research Papers/ })).not.toBeChecked();
    await expect(price(canvasElement)).toBe('₹129');
  },
};

/** While the order is created the button spins and cannot be pressed twice. */
export const Loading: Story = {
  args: { plan: plan('Annual'), loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Choose Plan (Annual)' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const CustomButtonLabel: Story = {
  args: { plan: plan('UltimateKit'), buttonLabel: 'Buy the Kit', emphasis: 'highlighted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buy the Kit (Ultimate Kit)' })).toBeEnabled();
  },
};

/** A child account: the plan is shown, but where the add-on and the button were, why not. */
export const ForAChild: Story = {
  args: { purchaseNote: ACCESS_MESSAGES.guardianMustBuy },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(ACCESS_MESSAGES.guardianMustBuy);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
