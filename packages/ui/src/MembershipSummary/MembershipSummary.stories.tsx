import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { MembershipSummary } from './MembershipSummary';

const meta = {
  title: 'Account/MembershipSummary',
  component: MembershipSummary,
  args: { plan: 'FREE', action: <Button>Upgrade Plan</Button> },
} satisfies Meta<typeof MembershipSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A free reader: the plan and a way to upgrade, nothing else. */
export const Free: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Membership' });
    await expect(within(region).getByText('FREE')).toBeVisible();
    await expect(within(region).queryByRole('list')).toBeNull();
    await expect(within(region).getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
  },
};

/** A monthly member: when the next charge comes. */
export const Renewing: Story = {
  args: { plan: 'Monthly Plan', period: 'Renews on Dec 23, 2026', action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Renews on Dec 23, 2026')).toBeVisible();
    await expect(canvas.queryByText('Gold member')).toBeNull();
  },
};

/** A Gold supporter: the badge and every perk, word for word. */
export const GoldWithPerks: Story = {
  args: {
    plan: 'Annual Plan',
    period: 'Valid until Jan 5, 2027',
    gold: true,
    perks: ['Free Ultimate subscription', 'Name in the supporters wall', 'Early sketches'],
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gold member')).toBeVisible();
    const perks = within(canvas.getByRole('list', { name: 'Perks' })).getAllByRole('listitem');
    await expect(perks.map((perk) => perk.textContent)).toEqual([
      'Free Ultimate subscription',
      'Name in the supporters wall',
      'Early sketches',
    ]);
  },
};
