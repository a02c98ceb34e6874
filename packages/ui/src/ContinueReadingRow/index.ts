export {
  ContinueReadingRow,
  type ContinueReadingItem,
  type ContinueReadingRowProps,
} from './ContinueReadingRow';
