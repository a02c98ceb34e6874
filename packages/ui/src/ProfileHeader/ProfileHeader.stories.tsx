import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from '../Avatar';
import { TextLink } from '../TextLink';
import { ProfileHeader } from './ProfileHeader';

const meta = {
  title: 'Account/ProfileHeader',
  component: ProfileHeader,
  args: {
    avatar: <Avatar size="lg" name="Kavya Menon" alt="" />,
    username: 'kavya_menon',
    email: 'kavya.menon@example.in',
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Username and email side by side with the picture. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('kavya_menon')).toBeVisible();
    await expect(canvas.getByText('kavya.menon@example.in')).toBeVisible();
  },
};

/** With a way forward under the email. */
export const WithAction: Story = {
  args: { children: <TextLink href="/createAvatar">Create your character</TextLink> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create your character' })).toHaveAttribute(
      'href',
      '/createAvatar',
    );
  },
};

/** A long address wraps instead of pushing the card wider. */
export const LongEmail: Story = {
  args: { email: 'a.very.long.address.for.testing.wrapping@subdomain.example.co.in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/a\.very\.long/)).toBeVisible();
  },
};
