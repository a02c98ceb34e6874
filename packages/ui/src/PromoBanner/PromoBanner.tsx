import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, vars } from '../theme';
import { FOCUSED_POSITION, focusStyle, type FocalPoint } from '../utils/focus';
import { variantClasses } from '../utils/variants';

export const PROMO_BANNER_TONES = ['primary', 'secondary', 'accent', 'inverse', 'paper'] as const;
export const PROMO_BANNER_IMAGE_SIDES = ['start', 'end'] as const;
export const PROMO_BANNER_HEADINGS = ['h2', 'h3'] as const;

export const promoBannerVariants = cva('', {
  variants: {
    tone: variantClasses('tone', PROMO_BANNER_TONES),
    imageSide: variantClasses('image', PROMO_BANNER_IMAGE_SIDES),
  },
  defaultVariants: { tone: 'inverse', imageSide: 'end' },
});

export type PromoBannerProps = VariantProps<typeof promoBannerVariants> & {
  title: ReactNode;
  /** A short line above the title, e.g. 'Limited edition'. */
  eyebrow?: ReactNode;
  /** A sentence or two under the title. */
  text?: ReactNode;
  /** The picture beside the words; without it the words take the whole width. */
  image?: string;
  /** What the picture shows; '' (the default) when it is decoration. */
  imageAlt?: string;
  /** Where the picture's subject sits; the frame crops around it (the centre by default). */
  imageFocus?: FocalPoint;
  /** 'eager' only for a banner on the first screen. */
  imageLoading?: 'lazy' | 'eager';
  /** The way onward: a TextLink styled as a button, or a Button. */
  action?: ReactNode;
  /** Anything more under the text, e.g. a Countdown. */
  children?: ReactNode;
  headingLevel?: (typeof PROMO_BANNER_HEADINGS)[number];
  className?: string;
};

const Root = styled.section`
  display: grid;
  overflow: hidden;
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.comicLg};

  &.tone-primary {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  &.tone-secondary {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  &.tone-accent {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  &.tone-inverse {
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
  }
  &.tone-paper {
    background: ${vars.color.surfaceAlt};
    color: ${vars.color.ink};
  }
  /* Links on a coloured panel take its text colour, which is chosen for contrast. */
  &:not(.tone-paper) {
    --ic-link-color: currentColor;
  }

  [data-slot='media'] {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    object-position: ${FOCUSED_POSITION};
    border-bottom: ${vars.size.border} solid ${vars.color.border};
  }

  [data-slot='body'] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    justify-content: center;
    gap: ${vars.space[3]};
    min-width: 0;
    padding: ${vars.space[6]} ${vars.space[5]};
  }
  [data-slot='eyebrow'] {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.black};
    letter-spacing: ${vars.letterSpacing.display};
    text-transform: uppercase;
  }
  [data-slot='title'] {
    font-size: ${vars.fontSize['2xl']};
    overflow-wrap: anywhere;
  }
  [data-slot='text'] {
    margin: 0;
    max-width: ${vars.size.prose};
  }
  [data-slot='extra'] {
    width: 100%;
  }

  /* From tablets up the picture sits beside the words, on the side asked for. */
  ${media.md} {
    &[data-has-image] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    &.image-start [data-slot='media'] {
      order: -1;
    }
    [data-slot='media'] {
      height: 100%;
      aspect-ratio: auto;
      min-height: calc(${vars.size.cardMin} * 1.2);
      border-bottom: 0;
    }
    &.image-end [data-slot='media'] {
      border-left: ${vars.size.border} solid ${vars.color.border};
    }
    &.image-start [data-slot='media'] {
      border-right: ${vars.size.border} solid ${vars.color.border};
    }
    [data-slot='body'] {
      padding: ${vars.space[10]} ${vars.space[8]};
    }
    [data-slot='title'] {
      font-size: ${vars.fontSize['3xl']};
    }
  }
`;

/**
 * A bold panel that sends visitors somewhere: title, a line of text, an action and an optional
 * picture, on one of the theme's colours. The home page's merch, Ultimate, event and foundation
 * promos are all this.
 */
export function PromoBanner({
  title,
  eyebrow,
  text,
  image,
  imageAlt = '',
  imageLoading = 'lazy',
  imageFocus,
  action,
  children,
  tone,
  imageSide,
  headingLevel: Heading = 'h2',
  className,
}: PromoBannerProps) {
  const titleId = useId();
  return (
    <Root
      aria-labelledby={titleId}
      data-has-image={image ? '' : undefined}
      className={promoBannerVariants({ tone, imageSide, className })}
    >
      <div data-slot="body">
        {eyebrow && <p data-slot="eyebrow">{eyebrow}</p>}
        <Heading id={titleId} data-slot="title">
          {title}
        </Heading>
        {text && <p data-slot="text">{text}</p>}
        {children && <div data-slot="extra">{children}</div>}
        {action}
      </div>
      {image && (
        <img
          data-slot="media"
          src={image}
          alt={imageAlt}
          loading={imageLoading}
          decoding="async"
          width={640}
          height={360}
          style={focusStyle(imageFocus)}
        />
      )}
    </Root>
  );
}
