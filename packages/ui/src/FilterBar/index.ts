export {
  FilterBar,
  FILTER_BAR_LAYOUTS,
  filterBarVariants,
  type Filter,
  type FilterBarProps,
} from './FilterBar';
