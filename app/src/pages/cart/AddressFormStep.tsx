import { MESSAGES, messageKeyOf, type Address, type SavedAddress } from '@ic/domain';
import { AddressForm, Stack, useMessage, useT } from '@ic/ui';
import { useState } from 'react';
import { createAddress, updateAddress } from '../../api/addresses';
import { serverMessageOr } from '../../api/client';

type Props = {
  /** The address being edited; none adds a new one. */
  editing?: SavedAddress;
  /** Called once saved, after the list has been asked for again. */
  onSaved: (saved: SavedAddress) => void;
  reload: () => Promise<unknown>;
  onCancel: () => void;
};

/** Step 5: add a delivery address (POST) or change one (PUT); the server's refusal is shown. */
export function AddressFormStep({ editing, onSaved, onCancel, reload }: Props) {
  const t = useT();
  const message = useMessage();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const save = async (address: Address) => {
    setSaving(true);
    setError(undefined);
    try {
      const saved = editing
        ? await updateAddress(editing._id, address)
        : await createAddress(address);
      await reload();
      onSaved(saved);
    } catch (caught) {
      setError(serverMessageOr(caught, MESSAGES.tryAgain));
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <AddressForm
        key={editing?._id ?? 'new'}
        title={t(editing ? 'checkout.cart.address.edit' : 'checkout.cart.address.add')}
        defaultValues={editing}
        saving={saving}
        onSave={(address) => void save(address)}
        onCancel={onCancel}
      />
      {error && <p role="alert">{message(error, messageKeyOf(error))}</p>}
    </Stack>
  );
}
