import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../Layout';
import { media, vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const PAGE_HERO_TONES = ['paper', 'accent', 'inverse'] as const;
export const PAGE_HERO_HEADINGS = ['h1', 'h2'] as const;

export const pageHeroVariants = cva('', {
  variants: { tone: variantClasses('tone', PAGE_HERO_TONES) },
  defaultVariants: { tone: 'paper' },
});

export type PageHeroProps = VariantProps<typeof pageHeroVariants> & {
  /** The page's title: the one h1 of a page that opens with this hero. */
  title: ReactNode;
  /** A short line above the title, e.g. 'Since 2019'. */
  eyebrow?: ReactNode;
  /** A sentence or two under the title. */
  description?: ReactNode;
  /** Ways onward: Buttons or button-like TextLinks. */
  actions?: ReactNode;
  /** Beside the copy on wide screens, below it on phones: a PageHeroPicture, or a panel. */
  media?: ReactNode;
  headingLevel?: (typeof PAGE_HERO_HEADINGS)[number];
  className?: string;
};

const Root = styled.section`
  padding-block: ${vars.space[10]};
  border-bottom: ${vars.size.border} solid ${vars.color.border};

  /* Comic halftone dots, drawn with the theme's ink at the size of one spacing step. */
  &.tone-paper {
    background:
      radial-gradient(${vars.color.surfaceAlt} 20%, transparent 21%) 0 0 / ${vars.space[4]}
        ${vars.space[4]},
      ${vars.color.paper};
    color: ${vars.color.ink};
  }
  &.tone-accent {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    --ic-link-color: currentColor;
  }
  &.tone-inverse {
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
    --ic-link-color: currentColor;
  }

  & [data-slot='page-hero-layout'] {
    display: grid;
    gap: ${vars.space[8]};
    align-items: center;
  }
  ${media.lg} {
    & [data-slot='page-hero-layout'][data-has-media] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }

  & [data-slot='page-hero-copy'] {
    display: grid;
    gap: ${vars.space[4]};
    justify-items: start;
  }
  & [data-slot='page-hero-eyebrow'] {
    margin: 0;
    padding: ${vars.space[1]} ${vars.space[3]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.black};
    letter-spacing: ${vars.letterSpacing.display};
    text-transform: uppercase;
  }
  & [data-slot='page-hero-title'] {
    font-size: ${vars.fontSize['3xl']};
  }
  & [data-slot='page-hero-description'] {
    max-width: ${vars.size.prose};
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
  & [data-slot='page-hero-actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
  }
  & [data-slot='page-hero-media'] {
    min-width: 0;
  }

  ${media.md} {
    padding-block: ${vars.space[16]};
    & [data-slot='page-hero-title'] {
      font-size: calc(${vars.fontSize['4xl']} * 1.25);
    }
  }
`;

const Picture = styled.img`
  width: 100%;
  height: auto;
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.comicLg};
`;

/** A picture for the hero's media, framed in ink; give it a width and height (no layout shift). */
export function PageHeroPicture(props: ComponentPropsWithoutRef<'img'>) {
  return <Picture {...props} data-slot="page-hero-picture" />;
}

/**
 * The band a page opens with: an eyebrow, its title, a sentence, ways onward and, beside them,
 * a picture or a panel. Labelled by its title.
 */
export function PageHero({
  title,
  eyebrow,
  description,
  actions,
  media: side,
  headingLevel: Heading = 'h1',
  tone,
  className,
}: PageHeroProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} className={pageHeroVariants({ tone, className })}>
      <Container>
        <div data-slot="page-hero-layout" data-has-media={side ? '' : undefined}>
          <div data-slot="page-hero-copy">
            {eyebrow && <p data-slot="page-hero-eyebrow">{eyebrow}</p>}
            <Heading id={titleId} data-slot="page-hero-title">
              {title}
            </Heading>
            {description && <p data-slot="page-hero-description">{description}</p>}
            {actions && <div data-slot="page-hero-actions">{actions}</div>}
          </div>
          {side && <div data-slot="page-hero-media">{side}</div>}
        </div>
      </Container>
    </Root>
  );
}
