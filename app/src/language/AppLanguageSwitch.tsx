import { addressInLanguage, LANGUAGES, type Language } from '@ic/domain';
import { LanguageSwitch, type LanguageSwitchProps } from '@ic/ui';
import { useLocation } from 'react-router-dom';
import { useLanguageChoice } from './LanguageRoot';

/** The switch for the page shown: each language's link is this very address with its ?lang=. */
export function AppLanguageSwitch({ size }: Pick<LanguageSwitchProps, 'size'>) {
  const { pathname, search, hash } = useLocation();
  const { language } = useLanguageChoice();
  const here = `${pathname}${search}${hash}`;
  const hrefs = Object.fromEntries(
    LANGUAGES.map((option) => [option, addressInLanguage(here, option)]),
  ) as Record<Language, string>;
  return <LanguageSwitch language={language} hrefs={hrefs} size={size} />;
}
