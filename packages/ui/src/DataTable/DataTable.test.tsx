import { describe, expect, it } from 'vitest';
import { nextSort, pageCount, pageSummary } from './dataTableModel';

describe('nextSort', () => {
  it('sorts a new column ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'date', direction: 'descending' }, 'name')).toEqual({
      column: 'name',
      direction: 'ascending',
    });
  });

  it('turns the sorted column around, and back', () => {
    const down = nextSort({ column: 'name', direction: 'ascending' }, 'name');
    expect(down).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort(down, 'name')).toEqual({ column: 'name', direction: 'ascending' });
  });
});

describe('pageSummary', () => {
  it('says the first page of many in Indian grouping', () => {
    expect(pageSummary(1, 20, 2513)).toBe('1–20 of 2,513');
    expect(pageSummary(1, 50, 125000)).toBe('1–50 of 1,25,000');
  });

  it('stops the last page at the total', () => {
    expect(pageSummary(126, 20, 2513)).toBe('2,501–2,513 of 2,513');
  });

  it('says 0 of 0 when there is nothing', () => {
    expect(pageSummary(1, 20, 0)).toBe('0 of 0');
  });
});

describe('pageCount', () => {
  it('rounds up, and is one page for nothing', () => {
    expect(pageCount(2513, 20)).toBe(126);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });
});
