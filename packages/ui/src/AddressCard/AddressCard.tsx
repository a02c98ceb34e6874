import type { Address } from '@ic/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { ConfirmDialog } from '../Dialog';
import { useCatalogue, useT } from '../i18n';
import { vars } from '../theme';

export type AddressCardProps = {
  address: Address;
  /** The radio group the card belongs to (one choice per list). */
  name: string;
  selected?: boolean;
  onSelect?: () => void;
  onEdit?: () => void;
  /** Called once the buyer confirms the removal. */
  onRemove?: () => void;
  /** While the removal is being sent. */
  removing?: boolean;
  className?: string;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.ink};

  &[data-selected='true'] {
    box-shadow: ${vars.shadow.comic};
    background: ${vars.color.paper};
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[3]};
    cursor: pointer;
  }
  input {
    width: ${vars.size.icon};
    height: ${vars.size.icon};
    margin: 0;
    accent-color: ${vars.color.primary};
  }
  input:focus-visible {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: ${vars.size.borderThin};
  }
  [data-slot='lines'] {
    display: grid;
    gap: ${vars.space[1]};
  }
  [data-slot='name'] {
    font-weight: ${vars.fontWeight.bold};
  }
  [data-slot='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
  }
`;

/**
 * The lines of an Indian postal address, as printed on a parcel; the phone line's word and the
 * country's name in the screen's language when given.
 */
export function addressLines(
  address: Address,
  words: { phone: string; country?: string } = { phone: 'Phone' },
): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return [
    name,
    [address.house, address.street].join(', '),
    address.landmark,
    `${place} ${address.postalCode}`,
    words.country ?? address.country,
    `${words.phone}: +91 ${address.phone}`,
  ].filter(Boolean);
}

/** One saved delivery address to choose (a radio), with EDIT and a confirmed REMOVE. */
export function AddressCard({
  address,
  name,
  selected = false,
  onSelect,
  onEdit,
  onRemove,
  removing = false,
  className,
}: AddressCardProps) {
  // The cart shows it too, where the account's words may not be loaded yet.
  useCatalogue('account');
  const t = useT();
  const linesId = useId();
  const [first, ...rest] = addressLines(address, {
    phone: t('account.address.phone'),
    country: address.country === 'India' ? t('account.address.india') : address.country,
  });
  const summary = [address.house, address.city].join(', ');
  return (
    <Root className={className} data-slot="address-card" data-selected={selected}>
      <label>
        <input
          type="radio"
          name={name}
          checked={selected}
          onChange={onSelect}
          aria-describedby={linesId}
        />
        <span data-slot="lines" id={linesId}>
          <span data-slot="name">{first}</span>
          {rest.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      </label>
      {address.isDefault && <Badge tone="success">{t('account.address.default')}</Badge>}
      <div data-slot="actions">
        {onEdit && (
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={t('account.address.editNamed', { summary })}
          >
            {t('account.address.edit')}
          </Button>
        )}
        {onRemove && (
          <ConfirmDialog
            title={t('account.address.removeTitle')}
            description={t('account.address.removeDescription', { summary })}
            confirmLabel={t('account.address.remove')}
            tone="danger"
            loading={removing}
            onConfirm={onRemove}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('account.address.removeNamed', { summary })}
              >
                {t('account.address.remove')}
              </Button>
            }
          />
        )}
      </div>
    </Root>
  );
}
