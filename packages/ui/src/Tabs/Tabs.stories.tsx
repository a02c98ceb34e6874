import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const ORDERS: TabItem[] = [
  { value: 'track', label: 'Track Orders', content: <p>Your kit is on its way.</p> },
  { value: 'history', label: 'Order History', content: <p>Two orders so far.</p> },
  { value: 'returns', label: 'Returns', content: <p>No returns.</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { label: 'My Orders', items: ORDERS, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected; clicking another shows its panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'My Orders' })).toBeVisible();
    const track = canvas.getByRole('tab', { name: 'Track Orders' });
    await expect(track).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Track Orders' })).toHaveTextContent(
      'Your kit is on its way.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Order History' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('history');
    await expect(canvas.getByRole('tabpanel', { name: 'Order History' })).toHaveTextContent(
      'Two orders so far.',
    );
    await expect(track).toHaveAttribute('data-state', 'inactive');
  },
};

/** Arrow keys move and select (wrapping), Home/End jump, Tab leaves the list for the panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const track = canvas.getByRole('tab', { name: 'Track Orders' });
    await expect(track).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Order History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Returns' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(track).toHaveFocus();
    await expect(track).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Returns' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Returns' })).toHaveFocus();
  },
};

export const SecondSelected: Story = {
  args: { defaultValue: 'history' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Order History' })).toHaveAttribute(
      'data-state',
      'active',
    );
  },
};

/** A disabled tab is skipped by the arrow keys and cannot be clicked. */
export const WithDisabledTab: Story = {
  args: {
    items: [ORDERS[0]!, { ...ORDERS[1]!, disabled: true }, ORDERS[2]!],
  },
  play: async ({ canvas }) => {
    const history = canvas.getByRole('tab', { name: 'Order History' });
    await expect(history).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Returns' })).toHaveFocus();
  },
};

/** Controlled: the tab shown is the app's; a click only reports the wish. */
export const Controlled: Story = {
  args: { value: 'track' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Returns' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('returns');
    await expect(canvas.getByRole('tab', { name: 'Track Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
