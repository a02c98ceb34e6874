import { Fragment, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Card, CardFooter, CardHeader, CardTitle } from '../Card';
import { vars } from '../theme';

export type ReceiptLine = { term: string; detail: ReactNode };

export type OrderReceiptProps = {
  title: ReactNode;
  /** The order's status ('paid' is good news, 'failed' bad), shown as a badge. */
  status: string;
  /** The status as the reader reads it (else `status` itself). */
  statusLabel?: string;
  lines: ReceiptLine[];
  /** Links on from the receipt. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

const Root = styled(Card)`
  display: grid;
  gap: ${vars.space[4]};

  [data-slot='lines'] {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[2]} ${vars.space[4]};
    margin: 0;
  }
  [data-slot='term'] {
    font-weight: ${vars.fontWeight.bold};
  }
  [data-slot='detail'] {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** What was bought and paid: a receipt with its status and the ways on. */
export function OrderReceipt({
  title,
  status,
  statusLabel,
  lines,
  actions,
  headingLevel: Heading = 'h2',
  className,
}: OrderReceiptProps) {
  const titleId = useId();
  return (
    <Root
      forwardedAs="section"
      className={className}
      data-slot="order-receipt"
      aria-labelledby={titleId}
    >
      <CardHeader>
        <CardTitle as={Heading} id={titleId}>
          {title}
        </CardTitle>
        <Badge tone={status === 'paid' ? 'success' : status === 'failed' ? 'danger' : 'neutral'}>
          {statusLabel ?? status}
        </Badge>
      </CardHeader>
      <dl data-slot="lines">
        {lines.map(({ term, detail }) => (
          <Fragment key={term}>
            <dt data-slot="term">{term}</dt>
            <dd data-slot="detail">{detail}</dd>
          </Fragment>
        ))}
      </dl>
      {actions && <CardFooter>{actions}</CardFooter>}
    </Root>
  );
}
