import { MESSAGES, type SavedAddress } from '@ic/domain';
import { AddressCard, Button, Stack, useToast } from '@ic/ui';
import { useState } from 'react';
import { removeAddress } from '../../api/addresses';
import { serverMessageOr } from '../../api/client';

type Props = {
  addresses: SavedAddress[];
  isLoading: boolean;
  loadFailed: boolean;
  /** Asks for the list again (after a failed load or a change). */
  onReload: () => Promise<unknown>;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  onAdd: () => void;
  onContinue: () => void;
};

const NO_ADDRESS_HINT = 'Add a delivery address to continue to check-out.';
const LOAD_FAILED = 'We could not load your saved addresses.';

/** Step 1: choose where the membership kit goes, or add, edit or remove an address. */
export function AddressStep(props: Props) {
  const { addresses, isLoading, loadFailed, selectedId } = props;
  const toast = useToast();
  const [removing, setRemoving] = useState<string>();

  const remove = async (id: string) => {
    setRemoving(id);
    try {
      await removeAddress(id);
      await props.onReload();
    } catch (error) {
      toast.show({ tone: 'error', title: serverMessageOr(error, MESSAGES.tryAgain) });
    } finally {
      setRemoving(undefined);
    }
  };

  if (isLoading) return <p role="status">{MESSAGES.loading}</p>;
  if (loadFailed) {
    return (
      <Stack gap="sm" align="start">
        <p role="alert">{LOAD_FAILED}</p>
        <Button variant="outline" onClick={() => void props.onReload()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const canContinue = Boolean(selectedId);
  return (
    <Stack gap="md">
      {addresses.length > 0 && (
        <Stack as="ul" gap="sm" aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address._id}>
              <AddressCard
                name="delivery-address"
                address={address}
                selected={address._id === selectedId}
                onSelect={() => props.onSelect(address._id)}
                onEdit={() => props.onEdit(address._id)}
                onRemove={() => void remove(address._id)}
                removing={removing === address._id}
              />
            </li>
          ))}
        </Stack>
      )}
      <Stack direction="row" wrap gap="sm">
        <Button variant="outline" onClick={props.onAdd}>
          Add New Address
        </Button>
        <Button disabled={!canContinue} onClick={props.onContinue}>
          CONTINUE TO CHECK-OUT
        </Button>
      </Stack>
      {!canContinue && <p>{NO_ADDRESS_HINT}</p>}
    </Stack>
  );
}
