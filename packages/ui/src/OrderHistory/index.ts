export {
  OrderHistory,
  type OrderHistoryItem,
  type OrderHistoryProps,
  type OrderHistoryStatus,
} from './OrderHistory';
