import { formatIndianNumber } from '@ic/domain';

/** The values of aria-sort that a sorted column takes. */
export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way. */
export type DataTableSort = { column: string; direction: SortDirection };

/** A header's click: a new column sorts ascending, the sorted one turns around. */
export function nextSort(current: DataTableSort | null | undefined, column: string): DataTableSort {
  if (current?.column === column && current.direction === 'ascending') {
    return { column, direction: 'descending' };
  }
  return { column, direction: 'ascending' };
}

/** How many pages `total` rows fill; one page even when there is nothing. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The rows a page shows, as a reader says it: '1–20 of 2,513'; '0 of 0' when there are none. */
export function pageSummary(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `${formatIndianNumber(first)}–${formatIndianNumber(last)} of ${formatIndianNumber(total)}`;
}
