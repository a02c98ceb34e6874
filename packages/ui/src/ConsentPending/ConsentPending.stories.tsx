import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConsentPending } from './ConsentPending';

const meta = {
  title: 'Site/ConsentPending',
  component: ConsentPending,
  args: { guardianEmail: 'parent@example.in', linkValidDays: 7, loginHref: '/login' },
} satisfies Meta<typeof ConsentPending>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Says who was mailed, what happens next and how long the link lasts. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('parent@example.in')).toBeVisible();
    await expect(canvas.getByText(/works for 7 days/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  },
};
