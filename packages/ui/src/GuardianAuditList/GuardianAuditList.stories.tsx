import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { auditEntries, GUARDIAN_EMAIL } from '../storybook/guardian';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { GuardianAuditList } from './GuardianAuditList';

const meta = {
  title: 'Guardians/GuardianAuditList',
  component: GuardianAuditList,
  args: { entries: auditEntries },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GuardianAuditList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: what was done, each change from and to, by whom and when. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'History of changes' });
    const [settings, approval] = Array.from(list.querySelectorAll(':scope > li'));
    await expect(settings).toHaveTextContent('Changed the reading settings');
    await expect(settings).toHaveTextContent(`By ${GUARDIAN_EMAIL} on Nov 20, 2026, 10:00 AM`);
    await expect(
      within(settings as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Daily limit: no limit → 30 minutes']);
    await expect(approval).toHaveTextContent('Approved the sign-up');
    await expect(approval).toHaveTextContent('Account: pending → active');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No changes yet' })).toBeVisible();
  },
};

export const Phone: Story = { ...PHONE_VIEWPORT };
