import { MESSAGES, messageKeyOf, type SavedAddress } from '@ic/domain';
import { AddressCard, Button, Stack, useMessage, useT, useToast } from '@ic/ui';
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

/** Step 1: choose where the membership kit goes, or add, edit or remove an address. */
export function AddressStep(props: Props) {
  const { addresses, isLoading, loadFailed, selectedId } = props;
  const t = useT();
  const message = useMessage();
  const toast = useToast();
  const [removing, setRemoving] = useState<string>();

  const remove = async (id: string) => {
    setRemoving(id);
    try {
      await removeAddress(id);
      await props.onReload();
    } catch (error) {
      const text = serverMessageOr(error, MESSAGES.tryAgain);
      toast.show({ tone: 'error', title: message(text, messageKeyOf(text)) });
    } finally {
      setRemoving(undefined);
    }
  };

  if (isLoading) return <p role="status">{message(MESSAGES.loading, 'errors.loading')}</p>;
  if (loadFailed) {
    return (
      <Stack gap="sm" align="start">
        <p role="alert">{t('checkout.cart.address.loadFailed')}</p>
        <Button variant="outline" onClick={() => void props.onReload()}>
          {t('checkout.cart.address.retry')}
        </Button>
      </Stack>
    );
  }
  const canContinue = Boolean(selectedId);
  return (
    <Stack gap="md">
      {addresses.length > 0 && (
        <Stack as="ul" gap="sm" aria-label={t('checkout.cart.address.list')}>
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
          {t('checkout.cart.address.add')}
        </Button>
        <Button disabled={!canContinue} onClick={props.onContinue}>
          {t('checkout.cart.address.continue')}
        </Button>
      </Stack>
      {!canContinue && <p>{t('checkout.cart.address.hint')}</p>}
    </Stack>
  );
}
