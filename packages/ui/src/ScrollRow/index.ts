export {
  SCROLL_ROW_ITEM_WIDTHS,
  ScrollRow,
  scrollRowVariants,
  type ScrollRowProps,
} from './ScrollRow';
