import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { activityDays } from '../storybook/guardian';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { ActivityChart } from './ActivityChart';

const meta = {
  title: 'Guardians/ActivityChart',
  component: ActivityChart,
  args: { days: activityDays, limitMinutes: 30 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Thirty bars, today's in red, the limit as a dashed line; to a screen reader a table of 30
 * rows, each a date and its minutes, described by the summary.
 */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Minutes read, last 30 days' });
    await expect(table).toHaveAccessibleDescription(/in 30 days; the most on/);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(within(rows[30] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Nov 24, 2026 (today)',
    );
    await expect(within(rows[30] as HTMLElement).getByRole('cell')).toHaveTextContent('12');
    await expect(canvas.getByText('Limit 30 min')).toBeVisible();
    await expect(canvas.getByText('Today')).toBeVisible();
  },
};

/** Without a daily limit there is no line. */
export const NoLimit: Story = {
  args: { limitMinutes: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Limit/)).toBeNull();
  },
};

/** A month without reading says so; the table still has every day, at 0. */
export const NoReading: Story = {
  args: { days: activityDays.map(({ day }) => ({ day, minutes: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reading in the last 30 days.')).toBeVisible();
    await expect(canvas.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      Array(30).fill('0'),
    );
  },
};

/** On a phone the 30 bars share the width; the axis names every seventh day. */
export const Phone: Story = { ...PHONE_VIEWPORT };
