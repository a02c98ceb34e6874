export { OrderReceipt, type OrderReceiptProps, type ReceiptLine } from './OrderReceipt';
