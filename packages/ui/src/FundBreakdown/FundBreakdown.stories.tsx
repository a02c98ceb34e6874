import { FUND_SPLIT } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FundBreakdown } from './FundBreakdown';

const meta = {
  title: 'Site/FundBreakdown',
  component: FundBreakdown,
  argTypes: {
    defaultExpanded: {
      control: 'check',
      options: FUND_SPLIT.map((group) => group.title),
    },
  },
  args: { defaultExpanded: [] },
} satisfies Meta<typeof FundBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupRegion = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: new RegExp(`^${title}`) }));

/** Every group collapsed: its share and bar show, the items wait behind VIEW BREAKDOWN. */
export const Collapsed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(FUND_SPLIT.length);
    for (const group of FUND_SPLIT) {
      const region = groupRegion(canvasElement, group.title);
      await expect(region.getByText(`${group.percent}%`)).toBeVisible();
      const toggle = region.getByRole('button', { name: 'VIEW BREAKDOWN' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(region.queryByRole('list')).toBeNull();
    }
  },
};

/** VIEW BREAKDOWN opens one group's items (and only that group's); VIEW LESS closes them. */
export const ToggleGroup: Story = {
  play: async ({ canvasElement }) => {
    const research = groupRegion(canvasElement, 'Research & Innovation');
    const toggle = research.getByRole('button', { name: 'VIEW BREAKDOWN' });
    await userEvent.click(toggle);

    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('VIEW LESS');
    const items = research.getByRole('list');
    await expect(items).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    await expect(within(items).getByText('Drone Technology & Robotics')).toBeVisible();
    await expect(within(items).getByText('10%')).toBeVisible();
    const national = groupRegion(canvasElement, 'National Development');
    await expect(national.queryByRole('list')).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('VIEW BREAKDOWN');
    await expect(research.queryByRole('list')).toBeNull();
  },
};

/** Groups open independently: every group expanded shows every item of the split. */
export const AllExpanded: Story = {
  args: { defaultExpanded: FUND_SPLIT.map((group) => group.title) },
  play: async ({ canvasElement }) => {
    for (const group of FUND_SPLIT) {
      const region = groupRegion(canvasElement, group.title);
      await expect(region.getByRole('button', { name: 'VIEW LESS' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const labels = within(region.getByRole('list')).getAllByRole('listitem');
      await expect(labels.map((item) => item.textContent)).toEqual(
        group.items.map((item) => `${item.label}${item.percent}%`),
      );
    }
  },
};
