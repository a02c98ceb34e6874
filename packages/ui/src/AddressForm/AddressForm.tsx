import type { Address } from '@ic/domain';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { TextField } from '../TextField';
import { media, vars } from '../theme';
import { useAddressForm, type AddressField } from './useAddressForm';

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

const Root = styled.form`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  box-shadow: ${vars.shadow.comic};

  h2 {
    font-size: ${vars.fontSize['2xl']};
  }
  [data-slot='pair'] {
    display: grid;
    gap: ${vars.space[4]};
  }
  ${media.md} {
    padding: ${vars.space[8]};
    [data-slot='pair'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  [data-slot='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
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
 * Add (or edit) a delivery address in India. SAVE stays disabled until 'Make this my default
 * address' is ticked, as the checkout does; the address is checked with the domain's schema.
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
  const form = useAddressForm(defaultValues);
  const titleId = useId();

  const input = (spec: FieldSpec) => (
    <TextField
      key={spec.field}
      label={spec.label}
      required={spec.required}
      autoComplete={spec.autoComplete}
      inputMode={spec.inputMode}
      maxLength={spec.maxLength}
      value={form.values[spec.field]}
      onChange={(event) => form.set(spec.field, event.target.value)}
      error={form.errors[spec.field]}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const address = form.submit();
    if (address) onSave(address);
  };

  return (
    <Root
      className={className}
      data-slot="address-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      <h2 id={titleId}>{title}</h2>
      <div data-slot="pair">{NAME.map(input)}</div>
      {LINES.map(input)}
      <div data-slot="pair">{PLACE.map(input)}</div>
      <div data-slot="pair">
        <TextField label="Country" value="India" readOnly autoComplete="country-name" />
        <TextField
          label="State"
          autoComplete="address-level1"
          value={form.values.state}
          onChange={(event) => form.set('state', event.target.value)}
          error={form.errors.state}
        />
      </div>
      <TextField
        start="+91"
        label="Phone number"
        hint="10 digits after +91"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        value={form.values.phone}
        onChange={(event) => form.set('phone', event.target.value)}
        error={form.errors.phone}
      />
      <Checkbox
        label="Make this my default address"
        hint={form.canSave ? undefined : `Tick this to enable ${saveLabel}.`}
        checked={form.isDefault}
        onChange={(event) => form.setIsDefault(event.target.checked)}
      />
      <div data-slot="actions">
        <Button type="submit" disabled={!form.canSave} loading={saving}>
          {saveLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Root>
  );
}
