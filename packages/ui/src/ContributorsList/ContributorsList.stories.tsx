import type { Contributor } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContributorsList } from './ContributorsList';

const contributors: Contributor[] = [
  {
    displayName: 'Meera Kulkarni',
    amount: 1500,
    supportType: 'monthly',
    createdAt: '2025-09-02T10:00:00Z',
  },
  { displayName: '   ', amount: 500, supportType: 'one-time', createdAt: '2025-09-01T08:30:00Z' },
  {
    displayName: 'Team Thunderbolt',
    amount: 125000,
    supportType: 'one-time',
    createdAt: '2025-08-28T16:45:00Z',
  },
];

const meta = {
  title: 'Site/ContributorsList',
  component: ContributorsList,
  args: { contributors },
} satisfies Meta<typeof ContributorsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row: the display name (blank means Anonymous), the amount in rupees, and the type. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Contributors' })).getAllByRole(
      'listitem',
    );
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Meera Kulkarni₹1,500Monthly',
      'Anonymous₹500One-time',
      'Team Thunderbolt₹1,25,000One-time',
    ]);
  },
};

/** No gift listed yet: an invitation that never claims there are no supporters (the figures count them). */
export const Empty: Story = {
  args: { contributors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(
      canvas.getByRole('heading', { name: 'Be the first name on this list' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/no supporters/i)).toBeNull();
  },
};
