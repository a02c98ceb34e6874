import { useState } from 'react';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import type { DataTableSort } from './dataTableModel';

// Story data: 2,513 made-up characters, and a table that sorts, filters and pages them as the
// API would, so the stories show the whole round trip.

export type CharacterRow = {
  id: string;
  name: string;
  side: 'Hero' | 'Villain' | 'Neutral';
  firstComic: string;
  chapters: number;
  biography: 'published' | 'draft';
};

const FIRST = ['Agni', 'Megh', 'Tarini', 'Kalki', 'Nila', 'Vajra', 'Chandra', 'Bhairav', 'Rudra'];
const LAST = ['Varsha', 'Vayu', 'Storm', 'Shade', 'Spark', 'Bolt', 'Iron', 'Kite', 'Lamp', 'Ember'];
const COMICS = ['Storm over the Ghats', 'The Iron Banyan', 'Comet over Kashi', 'The Brass Monsoon'];
const SIDES = ['Hero', 'Villain', 'Neutral'] as const;

export const CHARACTER_ROWS: CharacterRow[] = Array.from({ length: 2513 }, (_, index) => ({
  id: `character-${index + 1}`,
  name: `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]} ${Math.floor(index / 90) + 1}`,
  side: SIDES[index % SIDES.length] ?? 'Hero',
  firstComic: COMICS[index % COMICS.length] ?? '',
  chapters: (index * 7) % 40,
  biography: index % 5 === 0 ? 'draft' : 'published',
}));

export const CHARACTER_COLUMNS: DataTableColumn<CharacterRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'side', header: 'Side', cell: (row) => row.side, sortable: true },
  { id: 'firstComic', header: 'First comic', cell: (row) => row.firstComic },
  {
    id: 'chapters',
    header: 'Chapters',
    cell: (row) => row.chapters,
    sortable: true,
    align: 'end',
  },
  {
    id: 'biography',
    header: 'Biography',
    cell: (row) => <StatusBadge status={row.biography} />,
  },
];

function compare(sort: DataTableSort) {
  const key = sort.column as keyof CharacterRow;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return (a: CharacterRow, b: CharacterRow) =>
    sign * String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true });
}

export type CharacterTableProps = Partial<DataTableProps<CharacterRow>> & {
  /** The whole list, as the API holds it. */
  data?: readonly CharacterRow[];
  onOpen?: (row: CharacterRow) => void;
};

/** A DataTable over `data`, doing what the API does for the studio: sort, filter, page. */
export function CharacterTable({
  data = CHARACTER_ROWS,
  onOpen,
  page: firstPage = 1,
  pageSize: firstPageSize = 20,
  filter: firstFilter = '',
  sort: firstSort = null,
  ...rest
}: CharacterTableProps) {
  const [sort, setSort] = useState<DataTableSort | null>(firstSort);
  const [filter, setFilter] = useState(firstFilter);
  const [page, setPage] = useState(firstPage);
  const [pageSize, setPageSize] = useState(firstPageSize);
  const needle = filter.trim().toLowerCase();
  const matching = data.filter((row) => row.name.toLowerCase().includes(needle));
  const sorted = sort ? [...matching].sort(compare(sort)) : matching;
  const rows = sorted.slice((page - 1) * pageSize, page * pageSize);
  return (
    <DataTable
      caption="Characters"
      columns={CHARACTER_COLUMNS}
      rowKey={(row) => row.id}
      rows={rows}
      total={matching.length}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      filterLabel="Find a character"
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(next) => {
        setPageSize(next);
        setPage(1);
      }}
      rowActions={
        onOpen
          ? (row) => (
              <Button size="sm" variant="secondary" onClick={() => onOpen(row)}>
                Edit <span className="ic-visually-hidden">{row.name}</span>
              </Button>
            )
          : undefined
      }
      {...rest}
    />
  );
}
