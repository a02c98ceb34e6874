import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '../Card';
import { useT } from '../i18n';
import { vars } from '../theme';

export type CartLine = {
  /** What is bought, e.g. 'Monthly membership'. */
  label: ReactNode;
  /** Its price as shown, e.g. '₹129 per month'. */
  price: ReactNode;
  /** A line of small print under it, e.g. 'recurring, cancel anytime'. */
  note?: ReactNode;
};

export type CartSummaryProps = {
  lines: CartLine[];
  title?: string;
  /** The fee sentence under the lines (spec section 9). */
  footnote?: ReactNode;
  /** Choices that change the price (an add-on's checkbox), under the lines they change. */
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

const Root = styled(Card)`
  display: grid;
  gap: ${vars.space[4]};

  [data-slot='lines'] {
    display: grid;
    gap: ${vars.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-slot='line'] {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${vars.space[1]} ${vars.space[3]};
  }
  [data-slot='label'],
  [data-slot='price'] {
    font-weight: ${vars.fontWeight.bold};
  }
  [data-slot='note'] {
    grid-column: 1 / -1;
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
  }
  [data-slot='footnote'] {
    margin: 0;
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
  }
`;

/** The checkout's left panel: what is in the cart and what it costs. */
export function CartSummary({
  lines,
  title,
  footnote,
  children,
  headingLevel: Heading = 'h2',
  className,
}: CartSummaryProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Root
      forwardedAs="section"
      tone="alt"
      className={className}
      data-slot="cart-summary"
      aria-labelledby={titleId}
    >
      <CardTitle as={Heading} id={titleId}>
        {title ?? t('checkout.cart.summary.title')}
      </CardTitle>
      <ul data-slot="lines">
        {lines.map((line, index) => (
          <li key={index} data-slot="line">
            <span data-slot="label">{line.label}</span>
            <span data-slot="price">{line.price}</span>
            {line.note && <span data-slot="note">{line.note}</span>}
          </li>
        ))}
      </ul>
      {children}
      {footnote && <p data-slot="footnote">{footnote}</p>}
    </Root>
  );
}
