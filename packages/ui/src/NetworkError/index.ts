export { NetworkError, CONNECTIVITY_TIPS, type NetworkErrorProps } from './NetworkError';
