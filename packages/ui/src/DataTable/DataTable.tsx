import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Select } from '../Select';
import { LOADING_LABEL } from '../Skeleton';
import { TextField } from '../TextField';
import { vars } from '../theme';
import { nextSort, pageCount, pageSummary, type DataTableSort } from './dataTableModel';

export type DataTableColumn<Row> = {
  /** The column's key in `sort`, e.g. 'name'. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the header a button that asks for this sort. */
  sortable?: boolean;
  /** Numbers and dates line up at the end. */
  align?: 'start' | 'end';
};

export type DataTableProps<Row> = {
  /** Names the table (its caption) and the scrolling region around it. */
  caption: string;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** The current page's rows, already sorted, filtered and cut by whoever holds the data. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** The filter box's text; the box shows only with `onFilterChange`. */
  filter?: string;
  onFilterChange?: (filter: string) => void;
  filterLabel?: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows across all pages, after the filter. */
  total: number;
  onPageChange: (page: number) => void;
  /** The page sizes to choose from; the choice shows only with `onPageSizeChange`. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Rows are on their way: the table is busy and says so. */
  loading?: boolean;
  emptyTitle?: ReactNode;
  emptyMessage?: ReactNode;
  /** The empty state's heading: one level below the heading the table sits under. */
  emptyHeadingLevel?: 'h2' | 'h3' | 'h4';
  /** Buttons or links for one row (open, change status…), in a last column. */
  rowActions?: (row: Row) => ReactNode;
  rowActionsLabel?: string;
  /** Beside the filter, e.g. an 'Export CSV' button. */
  toolbar?: ReactNode;
  className?: string;
};

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;
const SKELETON_ROWS = 3;

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.comic};
  container: data-table / inline-size;

  & [data-slot='table-toolbar'] {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${vars.space[3]};
  }
  & .table-filter {
    flex: 1 1 14rem;
  }
  & table {
    width: 100%;
    border-collapse: collapse;
  }
  & caption {
    padding-bottom: ${vars.space[2]};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.xl};
    letter-spacing: ${vars.letterSpacing.display};
    text-align: start;
  }
  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    text-align: start;
    white-space: nowrap;
    vertical-align: middle;
  }
  /* Cells wrap between words so a table of many columns fits its card on a laptop
     instead of scrolling its row actions out of sight; the headers and the actions stay whole. */
  & td {
    white-space: normal;
    overflow-wrap: break-word;
  }
  & th {
    border-bottom: ${vars.size.borderThin} solid ${vars.color.border};
    font-weight: ${vars.fontWeight.bold};
  }
  & td {
    border-bottom: 1px solid ${vars.color.skeleton};
  }
  & [data-slot='table-empty'] {
    white-space: normal;
  }
  & [data-align='end'] {
    text-align: end;
  }
  & [data-slot='sort-button'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[1]};
    margin-inline: calc(-1 * ${vars.space[1]});
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  & [data-slot='sort-button']:hover {
    background: ${vars.color.surfaceAlt};
  }
  & [data-slot='sort-icon'] {
    opacity: 0.35;
  }
  & [aria-sort] [data-slot='sort-icon'] {
    opacity: 1;
  }
  & tbody tr:hover {
    background: ${vars.color.paper};
  }
  & [data-slot='row-actions'] {
    display: flex;
    white-space: nowrap;
    justify-content: end;
    gap: ${vars.space[2]};
  }
  /* Greyed, not faded, so the rows keep their contrast while the next page comes. */
  & table[aria-busy='true'] tbody {
    color: ${vars.color.muted};
  }
  & [data-slot='skeleton-cell'] {
    display: block;
    height: 1em;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.skeleton};
  }
  & [data-slot='table-footer'] {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & [data-slot='page-summary'] {
    margin: 0;
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='page-buttons'] {
    display: flex;
    gap: ${vars.space[2]};
  }
  /* Too narrow for its columns (a tablet beside the studio's navigation, a phone), each row
     becomes a card of 'header: value' lines, so nothing scrolls sideways or clips a control.
     The table keeps its roles; the headers stay for screen readers, sort buttons stay visible. */
  @container data-table (max-width: 40rem) {
    & thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${vars.space[2]};
    }
    & thead th {
      padding: 0;
      border: 0;
    }
    & thead th:not(:has([data-slot='sort-button'])) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    & tbody tr {
      display: grid;
      gap: ${vars.space[2]};
      padding-block: ${vars.space[3]};
      border-bottom: 1px solid ${vars.color.skeleton};
    }
    & tbody td {
      display: grid;
      grid-template-columns: minmax(6rem, 30%) minmax(0, 1fr);
      align-items: center;
      gap: ${vars.space[3]};
      padding: 0;
      border: 0;
    }
    & tbody td,
    & tbody td[data-align='end'] {
      text-align: start;
    }
    & tbody td::before {
      content: attr(data-label) / '';
      font-weight: ${vars.fontWeight.bold};
    }
    & tbody td:not([data-label]) {
      display: block;
    }
    & tbody td:not([data-label])::before {
      content: none;
    }
    & [data-slot='row-actions'] {
      flex-wrap: wrap;
      justify-content: start;
    }
  }
  /* aria-disabled, not disabled: Previous keeps keyboard focus when it reaches page 1. */
  && button[aria-disabled='true'],
  && button[aria-disabled='true']:hover {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    box-shadow: none;
    transform: none;
    cursor: not-allowed;
  }
`;

/* A table still wider than its card scrolls sideways inside it; the page never does. Positioned, so the visually
   hidden texts in far cells are clipped with the table, not placed on the page. */
const ScrollRegion = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;
`;

/**
 * A studio list: typed columns, a sort asked of the caller, a filter box, pages with
 * '1–20 of 2,513', and empty and loading states. Whoever holds the data (the API) sorts,
 * filters and pages it; the table shows one page and says what the reader asks for.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, captionHidden, columns, rows, loading, rowActions, className } = props;
  const captionId = useId();
  const width = columns.length + (rowActions ? 1 : 0);
  return (
    <Root className={className}>
      <Toolbar {...props} />
      {/* Focusable so a keyboard can scroll a table wider than the card. */}
      <ScrollRegion data-slot="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table aria-busy={loading || undefined}>
          <caption id={captionId} className={captionHidden ? 'ic-visually-hidden' : undefined}>
            {caption}
          </caption>
          <HeaderRow {...props} />
          <tbody>
            {rows.length > 0 ? (
              rows.map((row) => <BodyRow key={props.rowKey(row)} row={row} {...props} />)
            ) : loading ? (
              <SkeletonRows width={width} />
            ) : (
              <tr>
                <td colSpan={width} data-slot="table-empty">
                  <Empty {...props} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <Footer {...props} />
    </Root>
  );
}

function Toolbar<Row>({
  filter,
  onFilterChange,
  filterLabel = 'Filter',
  toolbar,
}: DataTableProps<Row>) {
  if (!onFilterChange && !toolbar) return null;
  return (
    <div data-slot="table-toolbar">
      {onFilterChange && (
        <TextField
          type="search"
          className="table-filter"
          label={filterLabel}
          value={filter ?? ''}
          onChange={(event) => onFilterChange(event.currentTarget.value)}
          start={<Icon name="search" size="sm" />}
        />
      )}
      {toolbar}
    </div>
  );
}

function HeaderRow<Row>({
  columns,
  sort,
  onSortChange,
  rowActions,
  rowActionsLabel = 'Actions',
}: DataTableProps<Row>) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const direction = sort?.column === column.id ? sort.direction : undefined;
          return (
            <th key={column.id} scope="col" aria-sort={direction} data-align={column.align}>
              {column.sortable && onSortChange ? (
                <button
                  type="button"
                  data-slot="sort-button"
                  onClick={() => onSortChange(nextSort(sort, column.id))}
                >
                  {column.header}
                  <Icon
                    data-slot="sort-icon"
                    size="sm"
                    name={direction === 'descending' ? 'chevron-down' : 'chevron-up'}
                  />
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
        {rowActions && (
          <th scope="col" data-align="end">
            <span className="ic-visually-hidden">{rowActionsLabel}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

function BodyRow<Row>({ row, columns, rowActions }: DataTableProps<Row> & { row: Row }) {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column.id} data-align={column.align} data-label={column.header}>
          {column.cell(row)}
        </td>
      ))}
      {rowActions && (
        <td data-align="end">
          <div data-slot="row-actions">{rowActions(row)}</div>
        </td>
      )}
    </tr>
  );
}

function SkeletonRows({ width }: { width: number }) {
  return Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
    <tr key={rowIndex} aria-hidden="true" data-skeleton-row="">
      {Array.from({ length: width }, (_, cellIndex) => (
        <td key={cellIndex}>
          <span data-slot="skeleton-cell" />
        </td>
      ))}
    </tr>
  ));
}

function Empty<Row>({
  filter,
  emptyTitle,
  emptyMessage,
  emptyHeadingLevel = 'h3',
}: DataTableProps<Row>) {
  const filtered = Boolean(filter?.trim());
  return (
    <EmptyState
      headingLevel={emptyHeadingLevel}
      icon={filtered ? 'search' : 'info'}
      title={emptyTitle ?? (filtered ? `Nothing matches “${filter?.trim()}”` : 'Nothing here yet')}
      message={emptyMessage}
    />
  );
}

function Footer<Row>({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizes = DEFAULT_PAGE_SIZES,
  onPageSizeChange,
  loading,
}: DataTableProps<Row>) {
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(page, 1), pages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pages) onPageChange(target);
  };
  return (
    <div data-slot="table-footer">
      {/* A status, so the new range is read out after each page, sort or filter. */}
      <p data-slot="page-summary" role="status">
        {loading ? LOADING_LABEL : pageSummary(current, pageSize, total)}
      </p>
      {onPageSizeChange && (
        <Select
          label="Rows per page"
          value={String(pageSize)}
          options={pageSizes.map(String)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        />
      )}
      <div data-slot="page-buttons">
        <Button
          variant="outline"
          size="sm"
          aria-disabled={current <= 1 || undefined}
          onClick={() => go(current - 1)}
        >
          <Icon name="chevron-left" size="sm" /> Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={current >= pages || undefined}
          onClick={() => go(current + 1)}
        >
          Next <Icon name="chevron-right" size="sm" />
        </Button>
      </div>
    </div>
  );
}
