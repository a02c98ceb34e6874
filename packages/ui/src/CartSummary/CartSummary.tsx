import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
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
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceAlt};
  color: ${vars.color.ink};
  box-shadow: ${vars.shadow.comic};

  [data-slot='title'] {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['2xl']};
    letter-spacing: ${vars.letterSpacing.display};
  }
  ul {
    display: grid;
    gap: ${vars.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
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
  title = 'Your Cart!',
  footnote,
  headingLevel: Heading = 'h2',
  className,
}: CartSummaryProps) {
  const titleId = useId();
  return (
    <Root className={className} data-slot="cart-summary" aria-labelledby={titleId}>
      <Heading id={titleId} data-slot="title">
        {title}
      </Heading>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>
            <span data-slot="label">{line.label}</span>
            <span data-slot="price">{line.price}</span>
            {line.note && <span data-slot="note">{line.note}</span>}
          </li>
        ))}
      </ul>
      {footnote && <p data-slot="footnote">{footnote}</p>}
    </Root>
  );
}
