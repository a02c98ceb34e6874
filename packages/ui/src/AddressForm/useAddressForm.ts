import { addressSchema, type Address } from '@ic/domain';
import { useState } from 'react';
import { fieldErrors } from '../FeedbackForm';

/** Every typed field of the form; country is fixed to India and not editable. */
export type AddressValues = Omit<Address, '_id' | 'country' | 'isDefault'>;
export type AddressField = keyof AddressValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  house: '',
  street: '',
  landmark: '',
  postalCode: '',
  city: '',
  state: '',
  phone: '',
};

/** The address to save (trimmed, country India), or one message per wrong field. */
export function validateAddress(
  values: AddressValues,
  isDefault: boolean,
  id?: string,
): { address: Address; errors: null } | { address: null; errors: AddressErrors } {
  const result = addressSchema.safeParse({ ...values, isDefault, _id: id });
  if (result.success) return { address: result.data, errors: null };
  return { address: null, errors: fieldErrors<AddressField>(result.error.issues) };
}

/**
 * The add-new-address form's state. Errors show from the first save and then follow the typing
 * live; SAVE is only possible with 'Make this my default address' ticked (spec section 4).
 */
export function useAddressForm(initial: Partial<Address> = {}) {
  const [values, setValues] = useState<AddressValues>(() => {
    const start = { ...EMPTY_ADDRESS };
    for (const key of Object.keys(EMPTY_ADDRESS) as AddressField[]) start[key] = initial[key] ?? '';
    return start;
  });
  const [isDefault, setIsDefault] = useState(initial.isDefault ?? false);
  const [showErrors, setShowErrors] = useState(false);
  const checked = validateAddress(values, isDefault, initial._id);

  return {
    values,
    isDefault,
    canSave: isDefault,
    errors: (showErrors && checked.errors) || {},
    set: (field: AddressField, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    setIsDefault,
    /** The address to save, or null after revealing the errors (or while SAVE is locked). */
    submit: (): Address | null => {
      if (!isDefault) return null;
      setShowErrors(true);
      return checked.address;
    },
  };
}
