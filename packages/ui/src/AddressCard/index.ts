export { AddressCard, addressLines, type AddressCardProps } from './AddressCard';
