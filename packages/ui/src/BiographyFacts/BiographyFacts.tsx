import { displayValue, MESSAGES } from '@ic/domain';
import styled from 'styled-components';
import { media, vars } from '../theme';

export type BiographyFactValue = string | number | readonly string[] | null | undefined;

export type BiographyFact = {
  label: string;
  /** Missing, empty and empty lists read 'N/A'; lists are joined by commas. */
  value: BiographyFactValue;
  /** Long text (a description) takes the full width. */
  wide?: boolean;
};

export type BiographyFactsProps = {
  facts: readonly BiographyFact[];
  className?: string;
};

const Root = styled.dl`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[4]} ${vars.space[6]};
  }

  & [data-slot='fact'] {
    display: grid;
    gap: ${vars.space[1]};
    padding-bottom: ${vars.space[3]};
    border-bottom: ${vars.size.borderThin} solid ${vars.color.border};
  }
  & [data-slot='fact'][data-wide] {
    grid-column: 1 / -1;
  }
  & dt {
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.black};
    letter-spacing: ${vars.letterSpacing.display};
    text-transform: uppercase;
    color: ${vars.color.muted};
  }
  & dd {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    overflow-wrap: anywhere;
  }
  & dd[data-missing] {
    color: ${vars.color.muted};
    font-style: italic;
  }
`;

/**
 * A character's facts as label and value pairs. Every gap (missing, empty or an empty list)
 * reads 'N/A' (spec section 2), through the one rule in the domain.
 */
export function BiographyFacts({ facts, className }: BiographyFactsProps) {
  return (
    <Root className={className}>
      {facts.map((fact) => {
        const text = displayValue(fact.value);
        return (
          <div key={fact.label} data-slot="fact" data-wide={fact.wide ? '' : undefined}>
            <dt>{fact.label}</dt>
            <dd data-missing={text === MESSAGES.notAvailable ? '' : undefined}>{text}</dd>
          </div>
        );
      })}
    </Root>
  );
}
