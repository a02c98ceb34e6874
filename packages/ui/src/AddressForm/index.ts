export { AddressForm, type AddressFormProps } from './AddressForm';
export {
  EMPTY_ADDRESS,
  useAddressForm,
  validateAddress,
  type AddressErrors,
  type AddressField,
  type AddressValues,
} from './useAddressForm';
