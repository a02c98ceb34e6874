import { CHARACTER_SORTS, DEPARTMENTS, FEEDBACK_SUBJECTS } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  args: {
    label: 'Subject',
    options: FEEDBACK_SUBJECTS,
    placeholder: 'Choose a subject',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts on the placeholder; choosing an option reports it. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choose a subject' })).toHaveProperty(
      'selected',
      true,
    );
    await userEvent.selectOptions(select, 'Custom');
    await expect(select).toHaveValue('Custom');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/**
 * Keyboard: Tab focuses it and its box shows the focus ring (the native select's own keys then
 * work as in any browser). Without a placeholder it starts on the first option.
 */
export const Keyboard: Story = {
  args: { placeholder: undefined },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(select).toHaveValue('General');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    const control = canvasElement.querySelector('[data-slot="field-box"]') as HTMLElement;
    await expect(getComputedStyle(control).outlineStyle).toBe('solid');
  },
};

/** {value, label} options: the characters list's sort. */
export const ValueLabelOptions: Story = {
  args: { label: 'Sort', options: CHARACTER_SORTS, placeholder: undefined, defaultValue: 'desc' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort' });
    await expect(select).toHaveValue('desc');
    await expect(canvas.getByRole('option', { name: 'Z to A' })).toHaveProperty('selected', true);
  },
};

/** Required and left on the placeholder: touched after blur, but not green. Choosing makes it green. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(select).toBeRequired();
    await userEvent.tab();
    await userEvent.tab();
    const root = canvasElement.querySelector('[data-touched]');
    await expect(root).not.toHaveAttribute('data-valid');
    await userEvent.selectOptions(select, 'General');
    await expect(root).toHaveAttribute('data-valid');
  },
};

/** Chosen and left: the same green box and tick as every field, the chevron beside it. */
export const TouchedValid: Story = {
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await userEvent.selectOptions(select, 'General');
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-slot="field"]')).toHaveAttribute('data-valid');
    const tick = canvasElement.querySelector('[data-slot="field-valid-mark"]') as SVGElement;
    await expect(tick).toBeVisible();
    // The tick lies over the select, so a click on it still opens the select.
    await expect(select.getBoundingClientRect().right).toBeGreaterThan(
      tick.getBoundingClientRect().right,
    );
  },
};

export const WithError: Story = {
  args: { error: 'Please choose a subject.', hint: 'Pick Custom to write your own.' },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Pick Custom to write your own. Please choose a subject.',
    );
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

/** A filter with a hidden label, as on the careers page. */
export const HiddenLabel: Story = {
  args: {
    label: 'Department',
    labelHidden: true,
    options: DEPARTMENTS,
    placeholder: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Department' })).toHaveValue(
      'All Departments',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Subject' })).toBeDisabled();
  },
};
