export {
  NetworkError,
  CONNECTIVITY_TIPS,
  NETWORK_ERROR_TITLE,
  type NetworkErrorProps,
} from './NetworkError';
