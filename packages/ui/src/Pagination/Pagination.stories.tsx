import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Holds the page like a screen would, so clicks move the window. */
function Controlled(args: PaginationProps) {
  const [current, setCurrent] = useState(args.current);
  return (
    <Pagination
      {...args}
      current={current}
      onPageChange={(page) => {
        setCurrent(page);
        args.onPageChange(page);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  render: (args) => <Controlled key={`${args.current}-${args.total}`} {...args} />,
  argTypes: {
    current: { control: { type: 'number', min: 1 } },
    total: { control: { type: 'number', min: 0 } },
  },
  args: { current: 1, total: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the bar shows, in order: page numbers and '…' for each gap. */
function shown(canvasElement: HTMLElement): string[] {
  const items = canvasElement.querySelectorAll<HTMLElement>(
    '[data-slot="page"], [data-slot="ellipsis"]',
  );
  return Array.from(items, (item) =>
    item.dataset.slot === 'ellipsis' ? '…' : (item.textContent ?? ''),
  );
}

function buttons(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
  const scope = within(nav);
  return {
    prev: scope.getByRole('button', { name: 'Prev' }),
    next: scope.getByRole('button', { name: 'Next' }),
    page: (n: number) => scope.getByRole('button', { name: `Page ${n}` }),
  };
}

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { next, page } = buttons(canvasElement);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(page(2)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(page(3));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4', '…', '10']);
  },
};

export const ThreePages: Story = {
  args: { current: 2, total: 3 },
  play: async ({ canvasElement, args }) => {
    await expect(shown(canvasElement)).toEqual(['1', '2', '3']);
    const { page } = buttons(canvasElement);
    await expect(page(2)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(page(2));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const FivePagesShowAll: Story = {
  args: { current: 3, total: 5 },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
  },
};

export const TenPagesAtStart: Story = {
  args: { current: 1, total: 10 },
  play: async ({ canvasElement, args }) => {
    await expect(shown(canvasElement)).toEqual(['1', '2', '…', '10']);
    const { prev, next, page } = buttons(canvasElement);
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled');
    await expect(page(1)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(prev);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const TenPagesInTheMiddle: Story = {
  args: { current: 5, total: 10 },
  play: async ({ canvasElement, args }) => {
    await expect(shown(canvasElement)).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    const { prev, next } = buttons(canvasElement);
    await expect(canvasElement.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    await userEvent.click(prev);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(shown(canvasElement)).toEqual(['1', '…', '3', '4', '5', '…', '10']);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

export const TenPagesAtEnd: Story = {
  args: { current: 10, total: 10 },
  play: async ({ canvasElement, args }) => {
    await expect(shown(canvasElement)).toEqual(['1', '…', '9', '10']);
    const { prev, next, page } = buttons(canvasElement);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(prev).not.toHaveAttribute('aria-disabled');
    await expect(page(10)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(page(1));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(shown(canvasElement)).toEqual(['1', '2', '…', '10']);
  },
};

/** Prev takes you to page 1 and keeps focus there, now disabled, so Enter again does nothing. */
export const KeyboardOperation: Story = {
  args: { current: 2, total: 4 },
  play: async ({ canvasElement, args }) => {
    const { prev, page } = buttons(canvasElement);
    await userEvent.tab();
    await expect(prev).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(prev).toHaveFocus();
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(page(2)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const SinglePage: Story = {
  args: { current: 1, total: 1 },
  play: async ({ canvasElement }) => {
    const { prev, next } = buttons(canvasElement);
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NoPages: Story = {
  args: { current: 1, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
