import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, STUDIO_STATUS_LABELS, STUDIO_STATUSES } from './StatusBadge';

const meta = {
  title: 'Studio/StatusBadge',
  component: StatusBadge,
  argTypes: {
    status: { control: 'select', options: STUDIO_STATUSES },
    label: { control: 'text' },
  },
  args: { status: 'shortlisted' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status's word is the badge's text; the icon beside it is decoration. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Shortlisted')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every status, each with its own word; axe checks each pair's contrast. */
export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {STUDIO_STATUSES.map((status) => (
        <StatusBadge key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of STUDIO_STATUSES) {
      await expect(canvas.getByText(STUDIO_STATUS_LABELS[status])).toHaveAttribute(
        'data-status',
        status,
      );
    }
  },
};

/** A label of the caller's own, with the status's colour and shape kept. */
export const CustomLabel: Story = {
  args: { status: 'scheduled', label: 'Scheduled for 3 Dec, 10:00' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Scheduled for 3 Dec, 10:00');
    await expect(badge).toHaveClass('status-scheduled');
  },
};
