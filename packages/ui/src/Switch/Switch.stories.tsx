import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  argTypes: { label: { control: 'text' }, description: { control: 'text' } },
  args: { label: 'Subscription mails', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the switch or its label turns it on and off. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Subscription mails' });
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Subscription mails'));
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tab reaches it; Space and Enter toggle it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Subscription mails' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAttribute('data-state', 'checked');
  },
};

export const WithDescription: Story = {
  args: { description: 'News about your plan, renewals and receipts.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Subscription mails' }),
    ).toHaveAccessibleDescription('News about your plan, renewals and receipts.');
  },
};

/** Controlled by the app: the switch shows what it is told and reports the wish to change. */
export const Controlled: Story = {
  args: { checked: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch');
    await userEvent.click(control);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    await expect(control).toHaveAttribute('aria-checked', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
