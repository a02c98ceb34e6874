export { MERCH_CARD_HEADINGS, MerchCard, type MerchCardProps } from './MerchCard';
