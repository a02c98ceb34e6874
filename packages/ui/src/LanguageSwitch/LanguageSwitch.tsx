import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@ic/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import styled from 'styled-components';
import { useT } from '../i18n';
import { ContextLink } from '../LinkProvider';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const LANGUAGE_SWITCH_SIZES = ['sm', 'md'] as const;

export const languageSwitchVariants = cva('', {
  variants: { size: variantClasses('size', LANGUAGE_SWITCH_SIZES) },
  defaultVariants: { size: 'md' },
});

export type LanguageSwitchProps = VariantProps<typeof languageSwitchVariants> & {
  /** The language the page is shown in. */
  language: Language;
  /** The same page in each language (the app's ?lang= addresses): the switch is plain links. */
  hrefs: Record<Language, string>;
  className?: string;
};

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};

  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[3]};
    border: ${vars.size.borderThin} solid currentColor;
    border-radius: ${vars.radius.pill};
    color: inherit;
    font-weight: ${vars.fontWeight.bold};
    text-decoration: none;
    white-space: nowrap;
  }
  & a[aria-current='true'] {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  & a:hover:not([aria-current='true']) {
    text-decoration: underline;
  }
  &.size-sm a {
    font-size: ${vars.fontSize.sm};
  }
  &.size-md a {
    font-size: ${vars.fontSize.md};
  }
`;

/**
 * The language switch of the header and footer: each language by its own name, in its own
 * language (lang, hreflang), the shown one marked current. Links, so it works before the
 * script runs and a shared address keeps the language.
 */
export function LanguageSwitch({ language, hrefs, size, className }: LanguageSwitchProps) {
  const t = useT();
  return (
    <Root
      role="group"
      aria-label={t('shell.language.label')}
      className={languageSwitchVariants({ size, className })}
      data-slot="language-switch"
    >
      {LANGUAGES.map((option) => (
        <ContextLink
          key={option}
          href={hrefs[option]}
          lang={option}
          hrefLang={option}
          aria-current={option === language ? 'true' : undefined}
        >
          {LANGUAGE_NAMES[option]}
        </ContextLink>
      ))}
    </Root>
  );
}
