import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, MouseEventHandler, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { ContextLink } from '../LinkProvider';
import { isExternalHref } from '../TextLink';
import { media, vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const CARD_TONES = ['surface', 'alt', 'paper', 'secondary', 'inverse'] as const;
export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const;

export const cardVariants = cva('', {
  variants: {
    tone: variantClasses('tone', CARD_TONES),
    padding: variantClasses('padding', CARD_PADDINGS),
  },
  defaultVariants: { tone: 'surface', padding: 'md' },
});

/** Other attributes (an id, aria-labelledby, data-*) go to the card's element. */
type CardAttributes = Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'className' | 'children'> & {
  /** A static card's element, e.g. to move focus to it. */
  ref?: Ref<HTMLDivElement>;
};

export type CardProps = VariantProps<typeof cardVariants> & {
  children?: ReactNode;
  className?: string;
  /** The whole card is a link (through the app's router link; absolute URLs open a new tab). */
  href?: string;
  /** The whole card is a button. */
  onClick?: MouseEventHandler<HTMLElement>;
  /** Greyed out and not clickable, e.g. an upcoming comic. */
  disabled?: boolean;
  /** The element of a static card. */
  as?: 'div' | 'article' | 'li' | 'section';
  'aria-label'?: string;
} & CardAttributes;

const Root = styled.div`
  display: block;
  min-width: 0;
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.comic};
  color: ${vars.color.ink};
  font: inherit;
  text-align: inherit;
  text-decoration: none;
  overflow: hidden;

  /* Variants weigh no more than the card itself (:where), so a panel composed on it can set
     its own padding or background with a plain rule. */
  &:where(.tone-surface) {
    background: ${vars.color.surface};
  }
  &:where(.tone-alt) {
    background: ${vars.color.surfaceAlt};
  }
  &:where(.tone-paper) {
    background: ${vars.color.paper};
  }
  &:where(.tone-secondary) {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  &:where(.tone-inverse) {
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
  }

  &:where(.padding-none) {
    padding: 0;
  }
  &:where(.padding-sm) {
    padding: ${vars.space[3]};
  }
  &:where(.padding-md) {
    padding: ${vars.space[5]};
  }
  /* Roomy from tablets up; on a phone the same 20 px as md, so text keeps its width. */
  &:where(.padding-lg) {
    padding: ${vars.space[5]};
  }
  ${media.md} {
    &:where(.padding-lg) {
      padding: ${vars.space[8]};
    }
  }

  /* A button centres its content vertically; a column keeps a button card's content at the top. */
  &:is(button) {
    display: flex;
    flex-direction: column;
  }
  & [data-slot='card-inner'] {
    display: block;
    width: 100%;
  }

  &[data-interactive] {
    width: 100%;
    cursor: pointer;
    transition:
      transform ${vars.motion.fast} ${vars.motion.easing},
      box-shadow ${vars.motion.fast} ${vars.motion.easing};
  }
  &[data-interactive]:hover {
    transform: translate(-2px, -2px);
    box-shadow: ${vars.shadow.comicLg};
  }
  &[data-interactive]:active {
    transform: translate(2px, 2px);
    box-shadow: ${vars.shadow.pressed};
  }

  &[data-disabled] {
    background: ${vars.color.disabled};
    color: ${vars.color.ink};
    box-shadow: none;
    cursor: not-allowed;
    transform: none;
  }
  &[data-disabled] [data-slot='card-media'] {
    filter: grayscale(1);
  }
`;

/**
 * The comic panel every tile sits on: thick ink border and offset shadow. Static by default;
 * with `href` a link, with `onClick` a button; `disabled` greys it and takes the action away.
 */
/** Said after an outside link's name, in the screen's language. */
function NewTabHint() {
  const t = useT();
  return <span className="ic-visually-hidden"> {t('shell.link.newTab')}</span>;
}

export function Card({
  children,
  className,
  href,
  onClick,
  disabled = false,
  as = 'div',
  tone,
  padding,
  'aria-label': ariaLabel,
  ref,
  ...attributes
}: CardProps) {
  // A panel built on the card may name itself with its own data-slot.
  const common = {
    'data-slot': 'card',
    ...attributes,
    className: cardVariants({ tone, padding, className }),
    'aria-label': ariaLabel,
  };
  if (onClick) {
    return (
      <Root
        as="button"
        type="button"
        onClick={onClick}
        disabled={disabled}
        data-interactive={disabled ? undefined : ''}
        data-disabled={disabled ? '' : undefined}
        {...common}
      >
        <span data-slot="card-inner">{children}</span>
      </Root>
    );
  }
  if (href && !disabled) {
    const external = isExternalHref(href);
    const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <Root
        as={external ? 'a' : ContextLink}
        href={href}
        data-interactive=""
        {...newTab}
        {...common}
      >
        {children}
        {external && <NewTabHint />}
      </Root>
    );
  }
  return (
    <Root as={as} ref={ref} data-disabled={disabled ? '' : undefined} {...common}>
      {children}
    </Root>
  );
}
