import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCard } from './AddressCard';

const onSelect = fn();
const onEdit = fn();
const onRemove = fn();

const meta = {
  title: 'Checkout/AddressCard',
  component: AddressCard,
  argTypes: { selected: { control: 'boolean' }, removing: { control: 'boolean' } },
  args: {
    name: 'delivery',
    selected: false,
    address: {
      firstName: 'Asha',
      lastName: 'Rao',
      house: '12 Lotus Court',
      street: 'MG Road',
      landmark: 'Near the metro',
      postalCode: '560001',
      city: 'Bengaluru',
      country: 'India',
      state: 'Karnataka',
      phone: '9876543210',
      isDefault: true,
    },
    onSelect,
    onEdit,
    onRemove,
  },
  beforeEach: () => {
    onSelect.mockClear();
    onEdit.mockClear();
    onRemove.mockClear();
  },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing the card by its radio, and EDIT. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Phone: +91 9876543210')).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio'));
    await expect(onSelect).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /^EDIT/ }));
    await expect(onEdit).toHaveBeenCalledOnce();
  },
};

/** The chosen address. */
export const Selected: Story = {
  args: { selected: true, address: { ...meta.args.address, isDefault: false, landmark: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio')).toBeChecked();
    await expect(canvas.queryByText('Default')).toBeNull();
  },
};

/** REMOVE asks first: cancelling keeps the address, confirming removes it. */
export const Remove: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^REMOVE/ }));
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^REMOVE/ }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'REMOVE' }));
    await expect(onRemove).toHaveBeenCalledOnce();
  },
};
