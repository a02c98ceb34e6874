import { MESSAGES, type Address } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Commerce/AddressForm',
  component: AddressForm,
  args: { onSave: fn(), saving: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const box = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });
const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'SAVE' });
const makeDefault = (canvas: Canvas) =>
  canvas.getByRole('checkbox', { name: 'Make this my default address' });

/** Pastes rather than types: one change per field keeps the plays fast. */
async function enter(canvas: Canvas, name: string | RegExp, text: string) {
  await userEvent.click(box(canvas, name));
  await userEvent.paste(text);
}

async function fillRequired(canvas: Canvas) {
  await enter(canvas, /House \/ Building/, ' 4th floor, Sunrise Towers ');
  await enter(canvas, /Street \/ Area/, 'Linking Road');
  await enter(canvas, /Postal code/, '400050');
  await enter(canvas, /City \/ District/, 'Mumbai');
  await enter(canvas, /Phone number/, '98765 43210');
}

const SAVED: Address = {
  _id: 'addr_1',
  firstName: 'Kabir',
  lastName: 'Shah',
  house: '4th floor, Sunrise Towers',
  street: 'Linking Road',
  landmark: 'Opposite the bakery',
  postalCode: '400050',
  city: 'Mumbai',
  country: 'India',
  state: 'Maharashtra',
  phone: '9876543210',
  isDefault: true,
};

/** A new address: the starred fields are required, India is fixed, the phone sits after +91. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    for (const name of [/House \/ Building/, /Street \/ Area/, /Postal code/, /City \/ District/]) {
      await expect(box(canvas, name)).toBeRequired();
    }
    for (const name of ['First name', 'Last name', 'Landmark', 'State']) {
      await expect(box(canvas, name)).not.toBeRequired();
    }
    const country = box(canvas, 'Country');
    await expect(country).toHaveValue('India');
    await expect(country).toHaveAttribute('readonly');
    await expect(box(canvas, /Phone number/)).toHaveAccessibleDescription('10 digits after +91');
    await expect(canvasElement.querySelector('[data-slot="field-start"]')).toHaveTextContent('+91');
    await expect(makeDefault(canvas)).not.toBeChecked();
    await expect(save(canvas)).toBeEnabled();
  },
};

const FILLED = {
  firstName: '',
  lastName: '',
  house: '4th floor, Sunrise Towers',
  street: 'Linking Road',
  landmark: '',
  postalCode: '400050',
  city: 'Mumbai',
  country: 'India',
  state: '',
  phone: '9876543210',
};

/** SAVE works whether or not 'Make this my default address' is ticked: the box is a choice. */
export const SaveWithoutDefault: Story = {
  play: async ({ canvas, args }) => {
    await fillRequired(canvas);
    await expect(makeDefault(canvas)).not.toBeChecked();
    await userEvent.click(save(canvas));
    await expect(args.onSave).toHaveBeenCalledWith({ ...FILLED, isDefault: false });
  },
};

/** Ticked, the address is saved as the default. */
export const SaveAsDefault: Story = {
  play: async ({ canvas, args }) => {
    await fillRequired(canvas);
    await userEvent.click(makeDefault(canvas));
    await userEvent.click(save(canvas));
    await expect(args.onSave).toHaveBeenCalledWith({
      firstName: '',
      lastName: '',
      house: '4th floor, Sunrise Towers',
      street: 'Linking Road',
      landmark: '',
      postalCode: '400050',
      city: 'Mumbai',
      country: 'India',
      state: '',
      phone: '9876543210',
      isDefault: true,
    });
  },
};

/** Saving an empty form names each missing field; fixing one clears its message at once. */
export const RequiredFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(save(canvas));
    await expect(args.onSave).not.toHaveBeenCalled();
    for (const name of [/House \/ Building/, /Street \/ Area/, /City \/ District/]) {
      await expect(box(canvas, name)).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    }
    await expect(box(canvas, /Postal code/)).toHaveAccessibleDescription(
      MESSAGES.postalCodeInvalid,
    );
    await expect(box(canvas, /Phone number/)).toHaveAccessibleDescription(
      new RegExp(MESSAGES.phoneInvalid),
    );
    await enter(canvas, /House \/ Building/, '12');
    await expect(box(canvas, /House \/ Building/)).not.toHaveAttribute('aria-invalid');
  },
};

/** A PIN is six digits not starting with 0; a phone is ten digits. */
export const InvalidPinAndPhone: Story = {
  play: async ({ canvas, args }) => {
    await fillRequired(canvas);
    await userEvent.clear(box(canvas, /Postal code/));
    await enter(canvas, /Postal code/, '012345');
    await userEvent.clear(box(canvas, /Phone number/));
    await enter(canvas, /Phone number/, '12345');
    await userEvent.click(makeDefault(canvas));
    await userEvent.click(save(canvas));
    await expect(box(canvas, /Postal code/)).toHaveAccessibleDescription(
      'Enter a valid 6-digit PIN code',
    );
    await expect(box(canvas, /Phone number/)).toHaveAccessibleDescription(
      /Enter a valid 10-digit phone number/,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing a saved default address: filled in, SAVE ready, the id kept. */
export const EditExisting: Story = {
  args: { defaultValues: SAVED, title: 'Edit Address' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
    await expect(box(canvas, 'State')).toHaveValue('Maharashtra');
    await userEvent.click(save(canvas));
    await expect(args.onSave).toHaveBeenCalledWith(SAVED);
  },
};

export const Saving: Story = {
  args: { defaultValues: SAVED, saving: true },
  play: async ({ canvas, args }) => {
    await expect(save(canvas)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save(canvas), { pointerEventsCheck: 0 });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const WithCancel: Story = {
  args: { onCancel: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
