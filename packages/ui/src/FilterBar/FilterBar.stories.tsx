import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { FILTER_BAR_LAYOUTS, FilterBar, type Filter } from './FilterBar';

const ALIGNMENTS = [
  { value: '', label: 'Everyone' },
  { value: 'hero', label: 'Heroes' },
  { value: 'middle', label: 'In Between' },
  { value: 'villain', label: 'Villains' },
];
const UNIVERSES = [
  { value: '', label: 'Every universe' },
  { value: 'Neon Mayapuri', label: 'Neon Mayapuri' },
  { value: 'Trikaal', label: 'Trikaal' },
];
const POWERS = [
  { value: '', label: 'Any power' },
  { value: 'Tidal Wave', label: 'Tidal Wave' },
  { value: 'Wind Riding', label: 'Wind Riding' },
];

const filtersOf = (values: Record<string, string> = {}): Filter[] => [
  {
    name: 'alignment',
    label: 'Side',
    kind: 'pills',
    options: ALIGNMENTS,
    value: values.alignment ?? '',
  },
  {
    name: 'universe',
    label: 'Universe',
    kind: 'select',
    options: UNIVERSES,
    value: values.universe ?? '',
  },
  { name: 'power', label: 'Power', kind: 'select', options: POWERS, value: values.power ?? '' },
];

const meta = {
  title: 'Discovery/FilterBar',
  component: FilterBar,
  argTypes: { layout: { control: 'inline-radio', options: FILTER_BAR_LAYOUTS } },
  args: {
    label: 'Filter characters',
    filters: filtersOf(),
    onChange: fn(),
    onClear: fn(),
    status: '2,500 characters',
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const PEOPLE = [
  { name: 'Agnira', alignment: 'hero', universe: 'Trikaal' },
  { name: 'Dr. Yantrik', alignment: 'villain', universe: 'Neon Mayapuri' },
  { name: 'The Grey Card', alignment: 'middle', universe: 'Neon Mayapuri' },
  { name: 'Pale Hook', alignment: 'villain', universe: 'Trikaal' },
];

/** The bar driving a list, as the hub uses it: state in one place, every change reported. */
function FilteredNames() {
  const [values, setValues] = useState<Record<string, string>>({});
  const shown = PEOPLE.filter(
    (p) =>
      (!values.alignment || p.alignment === values.alignment) &&
      (!values.universe || p.universe === values.universe),
  );
  return (
    <>
      <FilterBar
        label="Filter characters"
        filters={filtersOf(values).slice(0, 2)}
        onChange={(name, value) => setValues({ ...values, [name]: value })}
        onClear={() => setValues({})}
        status={`${shown.length} characters`}
      />
      <ul aria-label="Characters shown">
        {shown.map((p) => (
          <li key={p.name}>{p.name}</li>
        ))}
      </ul>
    </>
  );
}

/** Nothing chosen: 'Everyone' pressed, the selects on their "any" choice, no clear button. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Filter characters' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Everyone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Universe' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('2,500 characters');
  },
};

/** A pill or a select reports its filter's name and the value chosen. */
export const ReportsChoices: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Villains' }));
    await expect(args.onChange).toHaveBeenCalledWith('alignment', 'villain');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Power' }), 'Tidal Wave');
    await expect(args.onChange).toHaveBeenCalledWith('power', 'Tidal Wave');
  },
};

/** With a filter set, the chosen pill is pressed and 'Clear filters' appears. */
export const Filtered: Story = {
  args: {
    filters: filtersOf({ alignment: 'villain', universe: 'Neon Mayapuri' }),
    status: '162 characters',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Villains' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Everyone' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** Each filter narrows the list; clearing shows everyone again. */
export const NarrowsAList: Story = {
  render: () => <FilteredNames />,
  play: async ({ canvas }) => {
    const shown = () => canvas.getAllByRole('listitem').map((item) => item.textContent);
    await userEvent.click(canvas.getByRole('button', { name: 'Villains' }));
    await expect(shown()).toEqual(['Dr. Yantrik', 'Pale Hook']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Universe' }), 'Trikaal');
    await expect(shown()).toEqual(['Pale Hook']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 characters');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(shown()).toHaveLength(4);
  },
};

/** Stacked: every filter on its own row, as a narrow sidebar shows them. */
export const Stacked: Story = {
  args: { layout: 'stack' },
  play: async ({ canvas }) => {
    const universe = canvas.getByRole('combobox', { name: 'Universe' }).getBoundingClientRect();
    const power = canvas.getByRole('combobox', { name: 'Power' }).getBoundingClientRect();
    await expect(power.top).toBeGreaterThan(universe.bottom);
  },
};

/** On a phone the pills wrap and the selects stack under them. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  args: { filters: filtersOf({ alignment: 'hero' }) },
  play: async ({ canvas }) => {
    const pill = canvas.getByRole('button', { name: 'In Between' }).getBoundingClientRect();
    const universe = canvas.getByRole('combobox', { name: 'Universe' }).getBoundingClientRect();
    await expect(universe.top).toBeGreaterThan(pill.bottom);
  },
};
