import type { Language } from '@ic/domain';
import { createI18n, LanguageProvider, useLanguage, type PreparedLanguage } from '@ic/ui';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { initialLanguage, rememberLanguage } from './choice';

type LanguageChoice = { language: Language; choose: (language: Language) => void };

const LanguageContext = createContext<LanguageChoice | null>(null);

const keep = () => undefined;

/**
 * The chosen language and how to change it (the switch, an address's ?lang=). Outside a
 * LanguageRoot (a page story, whose language is Storybook's toolbar) the shown one, unchangeable.
 */
export function useLanguageChoice(): LanguageChoice {
  const shown = useLanguage();
  return useContext(LanguageContext) ?? { language: shown, choose: keep };
}

type Props = {
  children: ReactNode;
  /**
   * A page drawn on the server (src/ssr): the language it was drawn in and an instance holding
   * its words, shown from the first render (the visitor's own choice is read otherwise).
   */
  prepared?: PreparedLanguage;
};

/** One Lingui instance for the app, in the language chosen when the page opened. */
export function LanguageRoot({ children, prepared }: Props) {
  const [i18n] = useState(() => prepared?.i18n ?? createI18n());
  const [language, setLanguage] = useState(() => prepared?.language ?? initialLanguage());
  const choice = useMemo<LanguageChoice>(
    () => ({
      language,
      choose: (next) => {
        rememberLanguage(next);
        setLanguage(next);
      },
    }),
    [language],
  );
  return (
    <LanguageContext value={choice}>
      <LanguageProvider i18n={i18n} language={language}>
        {children}
      </LanguageProvider>
    </LanguageContext>
  );
}
