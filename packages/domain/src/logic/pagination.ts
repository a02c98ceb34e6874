// The numbered pagination of the character list and all-news (spec section 9): every page when
// there are 5 or fewer, otherwise first, ellipsis, the current page and its neighbours, ellipsis, last.

export type PageItem = number | 'ellipsis';

const SHOW_ALL_UP_TO = 5;

export function paginationWindow(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  const pages = Array.from({ length: total }, (_, index) => index + 1);
  if (total <= SHOW_ALL_UP_TO) return pages;
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), total);
  const shown = pages.filter((n) => n === 1 || n === total || Math.abs(n - page) <= 1);
  const items: PageItem[] = [];
  shown.forEach((n, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && n - previous > 1) items.push('ellipsis');
    items.push(n);
  });
  return items;
}

/** How many pages `count` items fill at `perPage` a page (at least 1, so page 1 always exists). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}
