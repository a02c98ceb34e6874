import { ACCESS_MESSAGES, PLANS, PLAN_TYPES, ULTIMATE_PAGE_PLANS } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { PlanGrid } from './PlanGrid';

const meta = {
  title: 'Commerce/PlanGrid',
  component: PlanGrid,
  argTypes: {
    highlightedType: { control: 'select', options: PLAN_TYPES },
    loadingType: { control: 'select', options: [null, ...PLAN_TYPES] },
  },
  args: {
    plans: PLANS,
    highlightedType: 'Annual',
    onSelect: fn(),
    onResearchPapersChange: fn(),
  },
} satisfies Meta<typeof PlanGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, type: string) => {
  const found = canvasElement.querySelector<HTMLElement>(`[data-plan="${type}"]`);
  if (!found) throw new Error(`No ${type} card`);
  return within(found);
};

/** The home page reading: five plans, Annual recommended; each card keeps its own add-on. */
export const HomePlans: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const list = canvas.getByRole('list', { name: 'Membership plans' });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    await expect(card(canvasElement, 'Annual').getByText('Most Popular')).toBeVisible();

    await userEvent.click(card(canvasElement, 'HalfYear').getByRole('checkbox'));
    await expect(args.onResearchPapersChange).toHaveBeenCalledWith(PLANS[3], false);
    await userEvent.click(card(canvasElement, 'HalfYear').getByRole('button'));
    await expect(args.onSelect).toHaveBeenCalledWith(PLANS[3], {
      researchPapers: false,
      price: 599,
    });
    // The other cards kept the add-on.
    await userEvent.click(card(canvasElement, 'Monthly').getByRole('button'));
    await expect(args.onSelect).toHaveBeenLastCalledWith(PLANS[2], {
      researchPapers: true,
      price: 179,
    });
    await expect(card(canvasElement, 'FREE').getByRole('button')).toBeDisabled();
  },
};

/** The number of cards on each row, top to bottom. */
const rowSizes = (canvasElement: HTMLElement) => {
  const tops = Array.from(canvasElement.querySelectorAll('[data-slot="plan-card"]')).map(
    (element) => Math.round(element.getBoundingClientRect().top),
  );
  return [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
};

/** A laptop (1280 px and wider): all five plans in one row. */
export const DesktopRow: Story = {
  ...atViewport('desktop1280'),
  play: async ({ canvasElement }) => {
    await expect(rowSizes(canvasElement)).toEqual([5]);
  },
};

/** Narrower screens (a tablet, a small laptop): a deliberate 3 + 2, the Annual card never alone. */
export const TabletRows: Story = {
  ...atViewport('tablet800'),
  play: async ({ canvasElement }) => {
    await expect(rowSizes(canvasElement)).toEqual([3, 2]);
  },
};

/** Four plans on sale (the paywall): 2 + 2, never 3 + 1. */
export const FourPlans: Story = {
  ...atViewport('tablet800'),
  args: { plans: PLANS.filter((plan) => plan.purchasable) },
  play: async ({ canvasElement }) => {
    await expect(rowSizes(canvasElement)).toEqual([2, 2]);
  },
};

export const UltimatePagePlans: Story = {
  args: { plans: ULTIMATE_PAGE_PLANS, highlightedType: 'UltimateKit', buttonLabel: 'Buy Now' },
  play: async ({ canvasElement }) => {
    const kit = card(canvasElement, 'UltimateKit');
    await expect(kit.getByText('₹1,950')).toBeVisible();
    await expect(kit.getByRole('button', { name: 'Buy Now (Ultimate Kit)' })).toBeEnabled();
    await expect(card(canvasElement, 'FREE').getByText('₹49')).toBeVisible();
  },
};

/** While one order is created its button spins and the other plans cannot be bought. */
/** A plan chosen on another page keeps its add-on choice: Monthly starts without the papers. */
export const ResearchPapersDefaults: Story = {
  args: { highlightedType: 'Monthly', researchPapersDefaults: { Monthly: false } },
  play: async ({ canvasElement }) => {
    const monthly = card(canvasElement, 'Monthly');
    await expect(monthly.getByRole('checkbox', { name: /Research Papers/ })).not.toBeChecked();
    await expect(card(canvasElement, 'Annual').getByRole('checkbox')).toBeChecked();
  },
};

export const OrderingOnePlan: Story = {
  args: { loadingType: 'Monthly' },
  play: async ({ canvasElement, args }) => {
    const monthly = card(canvasElement, 'Monthly').getByRole('button');
    await expect(monthly).toHaveAttribute('aria-busy', 'true');
    for (const type of ['UltimateKit', 'HalfYear', 'Annual']) {
      await expect(card(canvasElement, type).getByRole('button')).toBeDisabled();
    }
    await userEvent.click(card(canvasElement, 'Annual').getByRole('button'), {
      pointerEventsCheck: 0,
    });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A child account: every plan that could be bought says a guardian must buy; FREE stays as it is. */
export const EveryPlanForAChild: Story = {
  args: { purchaseNote: ACCESS_MESSAGES.guardianMustBuy },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('note')).toHaveLength(4);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(card(canvasElement, 'FREE').getByRole('button')).toBeDisabled();
  },
};
