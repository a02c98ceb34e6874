export { ConsentPending, type ConsentPendingProps } from './ConsentPending';
