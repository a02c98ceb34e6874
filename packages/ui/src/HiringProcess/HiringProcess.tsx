import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { media, vars } from '../theme';

export const HIRING_STEP_HEADINGS = ['h3', 'h4'] as const;

export type HiringStep = { title: string; description?: ReactNode };

export type HiringProcessProps = {
  /** The steps in order (the spec's Apply, Review, Interview, Onboarding). */
  steps: readonly HiringStep[];
  /** The steps' heading level, one under the section's heading. */
  headingLevel?: (typeof HIRING_STEP_HEADINGS)[number];
  'aria-label'?: string;
  className?: string;
};

const Root = styled.ol`
  display: grid;
  gap: ${vars.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: ic-hiring-step;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > li {
    display: grid;
    align-content: start;
    gap: ${vars.space[2]};
    counter-increment: ic-hiring-step;
  }
  /* The number is the list's own counter: screen readers already hear "1 of 4". */
  & > li::before {
    content: counter(ic-hiring-step);
    display: grid;
    place-items: center;
    width: ${vars.size.avatarMd};
    height: ${vars.size.avatarMd};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    box-shadow: ${vars.shadow.comic};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['2xl']};
    line-height: 1;
  }
  & [data-slot='step-title'] {
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='step-description'] {
    margin: 0;
  }
`;

/** How hiring goes, as numbered steps side by side (stacked on a phone). */
export function HiringProcess({
  steps,
  headingLevel: Heading = 'h3',
  'aria-label': ariaLabel,
  className,
}: HiringProcessProps) {
  const t = useT();
  return (
    <Root aria-label={ariaLabel ?? t('careers.hiring.label')} className={className}>
      {steps.map((step) => (
        <li key={step.title}>
          <Heading data-slot="step-title">{step.title}</Heading>
          {step.description && <p data-slot="step-description">{step.description}</p>}
        </li>
      ))}
    </Root>
  );
}
