import { Fragment, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { vars } from '../theme';

export type ReceiptLine = { term: string; detail: ReactNode };

export type OrderReceiptProps = {
  title: ReactNode;
  /** The order's status word, shown as a badge ('paid' is good news). */
  status: string;
  lines: ReceiptLine[];
  /** Links on from the receipt. */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  box-shadow: ${vars.shadow.comic};

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[3]};
  }
  [data-slot='title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[2]} ${vars.space[4]};
    margin: 0;
  }
  dt {
    font-weight: ${vars.fontWeight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  [data-slot='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[4]};
  }
`;

/** What was bought and paid: a receipt with its status and the ways on. */
export function OrderReceipt({
  title,
  status,
  lines,
  actions,
  headingLevel: Heading = 'h2',
  className,
}: OrderReceiptProps) {
  const titleId = useId();
  return (
    <Root className={className} data-slot="order-receipt" aria-labelledby={titleId}>
      <header>
        <Heading id={titleId} data-slot="title">
          {title}
        </Heading>
        <Badge tone={status === 'paid' ? 'success' : status === 'failed' ? 'danger' : 'neutral'}>
          {status}
        </Badge>
      </header>
      <dl>
        {lines.map(({ term, detail }) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </Fragment>
        ))}
      </dl>
      {actions && <div data-slot="actions">{actions}</div>}
    </Root>
  );
}
