import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WIZARD_STEPPER_LAYOUTS, WIZARD_STEPS, WizardStepper } from './WizardStepper';

const meta = {
  title: 'Commerce/WizardStepper',
  component: WizardStepper,
  argTypes: {
    current: { control: 'select', options: [...WIZARD_STEPS, 0, 1, 2, 3] },
    layout: { control: 'inline-radio', options: WIZARD_STEPPER_LAYOUTS },
  },
  args: { current: 'Address', layout: 'auto' },
} satisfies Meta<typeof WizardStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

function steps(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll('li'));
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Checkout progress' });
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Login, completed',
      '2Address, current step',
      '3Payment, not started',
      '4Order Complete, not started',
    ]);
  },
};

export const LoginStep: Story = {
  args: { current: 0 },
  play: async ({ canvasElement }) => {
    const [first, ...rest] = steps(canvasElement);
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(rest.map((item) => item.dataset.state)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  },
};

export const PaymentStepByIndex: Story = {
  args: { current: 2 },
  play: async ({ canvasElement }) => {
    const items = steps(canvasElement);
    await expect(items.map((item) => item.dataset.state)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

export const OrderComplete: Story = {
  args: { current: 'Order Complete' },
  play: async ({ canvas }) => {
    const current = canvas.getByText('Order Complete').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getAllByText(', completed', { exact: false })).toHaveLength(3);
  },
};

/** Values outside the list are clamped, so a wizard step beyond the labels still shows progress. */
export const OutOfRangeIsClamped: Story = {
  args: { current: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order Complete').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

/** Phones: only the current label is visible; the others remain in the accessibility tree. */
export const Compact: Story = {
  args: { layout: 'compact', current: 'Payment' },
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Login');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText('Payment').getBoundingClientRect().width).toBeGreaterThan(1);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Payment');
  },
};

export const CustomSteps: Story = {
  args: { steps: ['Cart', 'Details', 'Done'], current: 'Details', label: 'Order progress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Order progress' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
