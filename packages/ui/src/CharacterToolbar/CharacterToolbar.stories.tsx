import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { CharacterToolbar, type CharacterToolbarProps } from './CharacterToolbar';

const SORTS = [
  { value: 'asc', label: 'A to Z' },
  { value: 'desc', label: 'Z to A' },
];

const meta = {
  title: 'Characters/CharacterToolbar',
  component: CharacterToolbar,
  argTypes: {
    debounceMs: { control: { type: 'number', min: 0, step: 100 } },
    status: { control: 'text' },
  },
  args: {
    query: '',
    sort: 'asc',
    sortOptions: SORTS,
    onQueryChange: fn(),
    onSortChange: fn(),
    status: '2,500 characters',
  },
} satisfies Meta<typeof CharacterToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches a moment after the last key (debounced), trimmed; the box and select are labelled. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search characters' });
    // Pasted in one input: keys typed one by one may come more than the pause apart on a busy
    // machine, and each pause searches.
    await userEvent.click(search);
    await userEvent.paste(' Agni ');
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith('Agni'));
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
  },
};

/** Enter searches at once, without waiting for the pause. */
export const EnterSearchesAtOnce: Story = {
  args: { debounceMs: 60_000 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'vayu{Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('vayu');
  },
};

/** The sort select offers the spec's 'A to Z' and 'Z to A', by keyboard too. */
export const Sorting: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort' });
    await expect(select).toHaveDisplayValue('A to Z');
    await userEvent.selectOptions(select, 'Z to A');
    await expect(args.onSortChange).toHaveBeenCalledWith('desc');
  },
};

/** Opened from a link such as /characters?q=agni: the box shows the search in effect. */
export const WithQuery: Story = {
  args: { query: 'agni', sort: 'desc', status: '14 characters match “agni”' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('agni');
    await expect(canvas.getByRole('combobox')).toHaveDisplayValue('Z to A');
    await expect(canvas.getByRole('status')).toHaveTextContent('14 characters match “agni”');
  },
};

function Controlled(args: CharacterToolbarProps) {
  const [query, setQuery] = useState(args.query);
  return (
    <>
      <CharacterToolbar
        {...args}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          args.onQueryChange(next);
        }}
      />
      <button type="button" onClick={() => setQuery('storm')}>
        Header search: storm
      </button>
    </>
  );
}

/** A search started elsewhere (the header's box) replaces the text in the box. */
export const QueryFromOutside: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Header search: storm' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('storm');
  },
};

/** On a phone the search and the sort stack. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox').getBoundingClientRect();
    const sort = canvas.getByRole('combobox').getBoundingClientRect();
    await expect(sort.top).toBeGreaterThan(search.bottom);
  },
};
