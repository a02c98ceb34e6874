export { PromoBar, type PromoBarProps } from './PromoBar';
