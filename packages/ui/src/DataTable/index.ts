export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export {
  nextSort,
  pageCount,
  pageSummary,
  type DataTableSort,
  type SortDirection,
} from './dataTableModel';
