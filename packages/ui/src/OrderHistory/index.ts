export {
  ORDER_STATUS_LABELS,
  OrderHistory,
  type OrderHistoryItem,
  type OrderHistoryProps,
  type OrderHistoryStatus,
} from './OrderHistory';
