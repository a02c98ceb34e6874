import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../Layout';
import { media, vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const SECTION_TONES = ['plain', 'alt', 'inverse', 'accent'] as const;
export const SECTION_HEADINGS = ['h1', 'h2', 'h3'] as const;

export const sectionVariants = cva('', {
  variants: {
    tone: variantClasses('tone', SECTION_TONES),
    spacing: variantClasses('spacing', ['sm', 'md', 'lg'] as const),
  },
  defaultVariants: { tone: 'plain', spacing: 'md' },
});

export type SectionProps = VariantProps<typeof sectionVariants> & {
  /** The section's heading; the section is labelled by it. */
  title: ReactNode;
  /** The heading level that fits the page's outline. */
  headingLevel?: (typeof SECTION_HEADINGS)[number];
  /** A short line above the title, e.g. 'New this week'. */
  eyebrow?: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** A way onward beside the title, e.g. a 'View All' link. */
  action?: ReactNode;
  /** Keeps the title for screen readers only, for sections whose content speaks for itself. */
  hideTitle?: boolean;
  children?: ReactNode;
  className?: string;
};

const Root = styled.section`
  &.tone-plain {
    background: transparent;
  }
  &.tone-alt {
    background: ${vars.color.surfaceAlt};
  }
  &.tone-inverse {
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
    --ic-link-color: currentColor;
  }
  &.tone-accent {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    --ic-link-color: currentColor;
  }
  &.spacing-sm {
    padding-block: ${vars.space[6]};
  }
  &.spacing-md {
    padding-block: ${vars.space[10]};
  }
  &.spacing-lg {
    padding-block: ${vars.space[16]};
  }

  & [data-slot='section-head'] {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    justify-content: space-between;
    gap: ${vars.space[3]};
    margin-bottom: ${vars.space[6]};
  }
  & [data-slot='section-eyebrow'] {
    margin: 0 0 ${vars.space[1]};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.black};
    text-transform: uppercase;
    letter-spacing: ${vars.letterSpacing.display};
  }
  & [data-slot='section-title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='section-description'] {
    max-width: ${vars.size.prose};
    margin: ${vars.space[2]} 0 0;
  }
  ${media.md} {
    & [data-slot='section-title'] {
      font-size: ${vars.fontSize['3xl']};
    }
  }
`;

/**
 * A band of a page: a labelled <section> at the site's width with its title, an optional line
 * of description and an action such as 'View All', over one of the theme's backgrounds.
 */
export function Section({
  title,
  headingLevel: Heading = 'h2',
  eyebrow,
  description,
  action,
  hideTitle = false,
  tone,
  spacing,
  children,
  className,
}: SectionProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} className={sectionVariants({ tone, spacing, className })}>
      <Container>
        <div
          data-slot={hideTitle ? undefined : 'section-head'}
          className={hideTitle ? 'ic-visually-hidden' : undefined}
        >
          <div>
            {eyebrow && <p data-slot="section-eyebrow">{eyebrow}</p>}
            <Heading id={titleId} data-slot="section-title">
              {title}
            </Heading>
            {description && <p data-slot="section-description">{description}</p>}
          </div>
          {action && !hideTitle && <div>{action}</div>}
        </div>
        {children}
      </Container>
    </Root>
  );
}
