import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { LANGUAGE_LOCALES, parseLanguage, type Language } from '@ic/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { switchLanguage } from './catalogues';
import { loadLanguageFont } from './fonts';

type Props = {
  i18n: I18n;
  /** The language to show; a change loads its catalogues first, then the screen switches. */
  language: Language;
  children: ReactNode;
};

/**
 * Lingui's provider, kept in step with the chosen language: the document's `lang` (screen
 * readers, hyphenation, the :lang() styles) and, for Hindi, its Devanagari font. Until the first
 * language's catalogues arrive it renders nothing, so no screen shows in the wrong language.
 */
export function LanguageProvider({ i18n, language, children }: Props) {
  const [shown, setShown] = useState(() =>
    parseLanguage(i18n.locale) === language ? language : null,
  );
  useEffect(() => {
    let current = true;
    loadLanguageFont(language);
    void switchLanguage(i18n, language).then(() => {
      if (!current) return;
      // Set only on a change: setting it again, even to the same value, makes the browser
      // recheck every :lang() style in the page (~10 ms of style work as a drawn page goes live).
      const locale = LANGUAGE_LOCALES[language];
      if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
      setShown(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language]);
  return shown ? <I18nProvider i18n={i18n}>{children}</I18nProvider> : null;
}
