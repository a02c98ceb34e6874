import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SupportStatsPanel } from './SupportStatsPanel';

const meta = {
  title: 'Site/SupportStatsPanel',
  component: SupportStatsPanel,
  args: { stats: { monthlyFunds: 120000, supporterCount: 90 } },
} satisfies Meta<typeof SupportStatsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === label)
    ?.nextElementSibling?.textContent;

/** Server values below the floors show the floors (325701 and 344), in Indian grouping. */
export const BelowFloors: Story = {
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Raised every month')).toBe('₹3,25,701');
    await expect(figure(canvasElement, 'Supporters')).toBe('344');
    await expect(figure(canvasElement, 'Corporate partners')).toBe('7');
  },
};

/** Higher server values win over the floors; corporates stay a fixed 7. */
export const AboveFloors: Story = {
  args: { stats: { monthlyFunds: 12345678, supporterCount: 1250 } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Raised every month')).toBe('₹1,23,45,678');
    await expect(figure(canvasElement, 'Supporters')).toBe('1,250');
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
