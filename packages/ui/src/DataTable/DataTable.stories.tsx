import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { atViewport } from '../storybook/viewports';
import { CharacterTable } from './DataTable.fixtures';

const meta = {
  title: 'Studio/DataTable',
  component: CharacterTable,
  argTypes: {
    caption: { control: 'text' },
    captionHidden: { control: 'boolean' },
    loading: { control: 'boolean' },
    filterLabel: { control: 'text' },
    emptyTitle: { control: 'text' },
    emptyMessage: { control: 'text' },
    emptyHeadingLevel: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] },
    pageSize: { control: 'select', options: [10, 20, 50, 100] },
  },
  args: { caption: 'Characters', loading: false, onOpen: fn() },
} satisfies Meta<typeof CharacterTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('tbody tr'));
const firstName = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('tbody tr td')?.textContent;

/** 2,513 characters, twenty a page; the header buttons ask for a sort, the table shows it. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1–20 of 2,513');
    await expect(bodyRows(canvasElement)).toHaveLength(20);
    const name = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(name).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstName(canvasElement)).toBe('Agni Bolt 1');
    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(firstName(canvasElement)).toBe('Vajra Vayu 28');
  },
};

/** Previous is unavailable on page 1 but keeps focus; Next moves on and the range follows. */
export const Paging: Story = {
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–20 of 2,513');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('21–40 of 2,513');
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(canvas.getByRole('status')).toHaveTextContent('1–50 of 2,513');
  },
};

/** The last page stops at the total and Next has nowhere to go. */
export const LastPage: Story = {
  args: { page: 126 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2,501–2,513 of 2,513');
    await expect(bodyRows(canvasElement)).toHaveLength(13);
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Typing in the filter asks for matching rows; the range says how many there are. */
export const Filtering: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Find a character' }),
      'kalki storm',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('1–20 of 28');
    for (const row of bodyRows(canvasElement)) {
      await expect(row.querySelector('td')).toHaveTextContent(/^Kalki Storm/);
    }
  },
};

/** Everything works from the keyboard: Tab reaches the header buttons, Enter sorts. */
export const KeyboardSort: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox');
    search.focus();
    // The scroll region comes first, so arrow keys can move a wide table sideways.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Characters' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: /Side/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

/** A row's own buttons in the last column, named for the row. */
export const RowActions: Story = {
  args: { pageSize: 10 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Megh Varsha 1' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'character-2' }));
  },
};

/** The toolbar slot sits beside the filter. */
export const WithToolbar: Story = {
  args: { toolbar: <Button variant="outline">Export CSV</Button>, pageSize: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** No rows at all. */
export const Empty: Story = {
  args: { data: [], emptyMessage: 'Characters added in the studio show here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Nothing here yet' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 0');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Directly under a page's h1 (a studio list), the empty state's heading is an h2. */
export const EmptyUnderAPageTitle: Story = {
  args: { data: [], emptyHeadingLevel: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeVisible();
  },
};

/** No row matches the filter: the message says which words found nothing. */
export const NoMatch: Story = {
  args: { filter: 'zzz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing matches “zzz”' })).toBeVisible();
  },
};

/** The first page on its way: grey rows, hidden from screen readers, and a busy table. */
export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(3);
    await expect(canvas.queryByRole('heading', { name: 'Nothing here yet' })).toBeNull();
  },
};

/** The next page on its way: the current rows stay, greyed, until it comes. */
export const LoadingNextPage: Story = {
  args: { loading: true, pageSize: 10 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    // The muted token, #4d4a5c, instead of the ink.
    await expect(getComputedStyle(canvasElement.querySelector('tbody') as Element).color).toBe(
      'rgb(77, 74, 92)',
    );
  },
};

/**
 * A 768 px tablet beside the studio's side navigation: too narrow for five columns, each row
 * becomes a card of 'header: value' lines, so nothing scrolls sideways or is cut off; the sort
 * buttons stay above the rows.
 */
export const Tablet768: Story = {
  ...atViewport('tablet768'),
  args: { pageSize: 10 },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '15rem minmax(0, 1fr)', gap: 16 }}>
      <div aria-hidden="true" />
      <CharacterTable {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Characters' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const cell = canvasElement.querySelector('tbody td');
    await expect(cell && getComputedStyle(cell, '::before').content).toMatch(/Name/);
    await expect(
      within(canvas.getByRole('columnheader', { name: /Side/ })).getByRole('button'),
    ).toBeVisible();
  },
};

/** A 360 px phone: rows are cards, the toolbar and pager wrap, nothing pushes the page sideways. */
export const Phone360: Story = {
  ...atViewport('phone360'),
  args: { pageSize: 10 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Characters' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
