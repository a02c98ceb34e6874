import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from './Field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    start: { control: 'text' },
    required: { control: 'boolean' },
    readOnly: { control: 'boolean' },
    disabled: { control: 'boolean' },
    touched: { control: 'boolean' },
  },
  args: {
    label: 'Copies',
    hint: '1 to 10 per order',
    // Any control can sit in the slot; a number input is one the kit has no component for.
    children: <input type="number" min={1} max={10} defaultValue={2} />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slot gives the control its id (the label's target) and the hint as its description. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const copies = canvas.getByRole('spinbutton', { name: 'Copies' });
    await expect(copies).toHaveAccessibleDescription('1 to 10 per order');
    await expect(copies).toHaveAttribute('data-slot', 'field-control');
  },
};

/** After a blur with nothing objecting: green box and the tick, for every control alike. */
export const TouchedValid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('spinbutton'));
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-slot="field"]')).toHaveAttribute('data-valid');
    await expect(canvasElement.querySelector('[data-slot="field-valid-mark"]')).toBeVisible();
  },
};

/** The browser's own check counts too: 12 is over the maximum, so no tick after the blur. */
export const BrowserObjects: Story = {
  play: async ({ canvas, canvasElement }) => {
    const copies = canvas.getByRole('spinbutton');
    await userEvent.clear(copies);
    await userEvent.type(copies, '12');
    await userEvent.tab();
    const root = canvasElement.querySelector('[data-slot="field"]');
    await expect(root).toHaveAttribute('data-touched');
    await expect(root).not.toHaveAttribute('data-valid');
  },
};

/** An error: red, aria-invalid, and read after the hint. */
export const WithError: Story = {
  args: { error: 'Only 10 copies per order' },
  play: async ({ canvas }) => {
    const copies = canvas.getByRole('spinbutton');
    await expect(copies).toHaveAttribute('aria-invalid', 'true');
    await expect(copies).toHaveAccessibleDescription('1 to 10 per order Only 10 copies per order');
  },
};

/** A domain message (a schema's, the server's) shows in the screen's language: here Hindi. */
export const ErrorInHindi: Story = {
  globals: { language: 'hi' },
  args: { label: 'ईमेल', hint: undefined, error: 'Please enter a valid email address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toHaveAccessibleDescription(
      'कृपया सही ईमेल पता लिखें।',
    );
  },
};

/** The control's own aria-describedby is kept after the field's ids, never replaced. */
export const OwnDescription: Story = {
  args: {
    error: 'Only 10 copies per order',
    children: <input type="number" aria-describedby="copies-note" defaultValue={12} />,
  },
  render: (args) => (
    <>
      <Field {...args} />
      <p id="copies-note">Bulk orders go through the shop.</p>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toHaveAccessibleDescription(
      '1 to 10 per order Only 10 copies per order Bulk orders go through the shop.',
    );
  },
};

/** Fixed text at the start of the box: shown, not read out, not part of the value. */
export const WithStart: Story = {
  args: {
    label: 'Amount in rupees',
    hint: undefined,
    start: '₹',
    children: <input inputMode="numeric" />,
  },
  play: async ({ canvas, canvasElement }) => {
    const start = canvasElement.querySelector('[data-slot="field-start"]');
    await expect(start).toHaveTextContent('₹');
    await expect(start).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount in rupees' }), '500');
    await expect(canvas.getByRole('textbox')).toHaveValue('500');
  },
};

/** The required flag reaches the control; the asterisk is for sighted users only. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Copies' })).toBeRequired();
    await expect(
      canvasElement.querySelector('[data-slot="field-label"] [aria-hidden]'),
    ).toHaveTextContent('*');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, touched: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('readonly');
    // Read-only is never coloured as valid or invalid.
    await expect(canvasElement.querySelector('[data-slot="field"]')).not.toHaveAttribute(
      'data-valid',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};
