import { cva, type VariantProps } from 'class-variance-authority';
import styled from 'styled-components';
import { ButtonRoot, buttonVariants, type ButtonProps } from '../Button';
import { Icon } from '../Icon';
import { useT } from '../i18n';
import { ContextLink, type LinkComponentProps } from '../LinkProvider';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const TEXT_LINK_VARIANTS = ['inline', 'nav', 'button'] as const;
/** The English hint (stories and tests match it); the screen says `shell.link.newTab`. */
export const NEW_TAB_HINT = '(opens in a new tab)';

export const textLinkVariants = cva('', {
  variants: { variant: variantClasses('variant', TEXT_LINK_VARIANTS) },
  defaultVariants: { variant: 'inline' },
});

export type TextLinkProps = LinkComponentProps &
  VariantProps<typeof textLinkVariants> & {
    /** Opens in a new tab and bypasses the app's router. Defaults to true for absolute URLs. */
    external?: boolean;
    /** The button look of a button-like link. */
    tone?: ButtonProps['variant'];
    size?: ButtonProps['size'];
  };

/** Absolute URLs (scheme://… or //…) leave the site; paths, #fragments, mailto: and tel: do not. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(href);
}

const TextRoot = styled(ContextLink)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  /* A dark or coloured surface sets --ic-link-color (e.g. to currentColor) to keep contrast. */
  &.variant-inline {
    color: var(--ic-link-color, ${vars.color.accent});
    font-weight: ${vars.fontWeight.bold};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.2em;
  }
  &.variant-inline:hover {
    color: var(--ic-link-color, ${vars.color.accentHover});
    text-decoration-thickness: 3px;
  }

  &.variant-nav {
    color: inherit;
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.lg};
    letter-spacing: ${vars.letterSpacing.display};
    text-decoration: none;
    padding: ${vars.space[1]} 0;
  }
  &.variant-nav:hover {
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }
  &.variant-nav[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 3px;
    text-underline-offset: 0.25em;
  }
`;

const ButtonLink = styled(ButtonRoot)`
  text-decoration: none;
`;

/**
 * A link in one of three looks. Internal links go through the app's router link (LinkProvider);
 * external ones open in a new tab, safely, and say so to screen readers.
 */
export function TextLink({
  variant,
  external,
  tone,
  size,
  href,
  className,
  children,
  ...rest
}: TextLinkProps) {
  const t = useT();
  const isExternal = external ?? isExternalHref(href);
  const as = isExternal ? 'a' : ContextLink;
  const newTab = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const content = (
    <>
      {children}
      {isExternal && (
        <>
          <Icon name="external-link" size="inherit" />
          <span className="ic-visually-hidden"> {t('shell.link.newTab')}</span>
        </>
      )}
    </>
  );
  if (variant === 'button') {
    return (
      <ButtonLink
        as={as}
        href={href}
        className={buttonVariants({
          variant: tone,
          size,
          className: textLinkVariants({ variant, className }),
        })}
        {...newTab}
        {...rest}
      >
        {content}
      </ButtonLink>
    );
  }
  return (
    <TextRoot
      as={as}
      href={href}
      className={textLinkVariants({ variant, className })}
      {...newTab}
      {...rest}
    >
      {content}
    </TextRoot>
  );
}
