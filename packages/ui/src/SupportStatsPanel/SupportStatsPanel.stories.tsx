import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SupportStatsPanel } from './SupportStatsPanel';

const meta = {
  title: 'Site/SupportStatsPanel',
  component: SupportStatsPanel,
  args: { stats: { monthlyFunds: 0, supporterCount: 0 } },
} satisfies Meta<typeof SupportStatsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === label)
    ?.nextElementSibling?.textContent;

/** No gift through the site yet: the floors (325701 and 344), in Indian grouping. */
export const BelowFloors: Story = {
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Raised every month')).toBe('₹3,25,701');
    await expect(figure(canvasElement, 'Supporters')).toBe('344');
    await expect(figure(canvasElement, 'Corporate partners')).toBe('7');
  },
};

/** Gifts through the site add to the floors, so a ₹1,500 gift moves the figures; corporates stay 7. */
export const AboveFloors: Story = {
  args: { stats: { monthlyFunds: 1500, supporterCount: 1 } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Raised every month')).toBe('₹3,27,201');
    await expect(figure(canvasElement, 'Supporters')).toBe('345');
    await expect(figure(canvasElement, 'Corporate partners')).toBe('7');
  },
};

/** Not loaded (or the call failed): the floors still show, never an empty panel. */
export const NoStats: Story = {
  args: { stats: null },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Raised every month')).toBe('₹3,25,701');
    await expect(figure(canvasElement, 'Supporters')).toBe('344');
  },
};
