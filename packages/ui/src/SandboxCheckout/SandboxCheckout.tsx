import { Fragment } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useCatalogue, useFormat, useT } from '../i18n';
import { vars } from '../theme';

/** One part of the price: the plan, an add-on. Whole rupees. */
export type SandboxCheckoutLine = { label: string; amount: number };

export type SandboxCheckoutAction = 'pay' | 'fail';

export type SandboxCheckoutProps = {
  open: boolean;
  /** What is bought, e.g. 'Monthly Membership Purchase'. */
  description: string;
  /** Whole rupees: what is charged. */
  amount: number;
  /** What the amount is made of (the plan, then the add-on if chosen), shown above it as a total. */
  lines?: readonly SandboxCheckoutLine[];
  /** The button whose request is on its way: it spins and every button waits. */
  pending?: SandboxCheckoutAction | null;
  onPay: () => void;
  onFail: () => void;
  /** Cancel, Escape or a click outside (not while a request is pending). */
  onCancel: () => void;
  title?: string;
  note?: string;
};

const Amount = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  font-weight: ${vars.fontWeight.bold};

  strong {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['2xl']};
  }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  padding-bottom: ${vars.space[2]};
  border-bottom: ${vars.size.borderThin} solid ${vars.color.border};

  dd {
    margin: 0;
    text-align: end;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The in-app checkout of the local payment sandbox, standing in for the provider's own window:
 * it names what is bought (each part of the price, when given) and the amount, then pays or
 * fails the order on request.
 */
export function SandboxCheckout({
  open,
  description,
  amount,
  lines = [],
  pending = null,
  onPay,
  onFail,
  onCancel,
  title,
  note,
}: SandboxCheckoutProps) {
  // Its words are the checkout's, for a plan or a donation alike.
  useCatalogue('checkout');
  const t = useT();
  const { rupees } = useFormat();
  const busy = pending !== null;
  const price = rupees(amount);
  return (
    <Dialog
      size="sm"
      open={open}
      title={title ?? t('checkout.sandbox.title')}
      description={description}
      closeLabel={null}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={onCancel}>
            {t('checkout.sandbox.cancel')}
          </Button>
          <Button variant="outline" disabled={busy} loading={pending === 'fail'} onClick={onFail}>
            {t('checkout.sandbox.fail')}
          </Button>
          <Button disabled={busy} loading={pending === 'pay'} onClick={onPay}>
            {t('checkout.sandbox.pay', { price })}
          </Button>
        </>
      }
    >
      {lines.length > 0 && (
        <Lines aria-label={t('checkout.sandbox.price')}>
          {lines.map((line) => (
            <Fragment key={line.label}>
              <dt>{line.label}</dt>
              <dd>{rupees(line.amount)}</dd>
            </Fragment>
          ))}
        </Lines>
      )}
      <Amount>
        <span>{lines.length > 0 ? t('checkout.sandbox.total') : t('checkout.sandbox.amount')}</span>
        <strong>{price}</strong>
      </Amount>
      <Note>{note ?? t('checkout.sandbox.note')}</Note>
    </Dialog>
  );
}
