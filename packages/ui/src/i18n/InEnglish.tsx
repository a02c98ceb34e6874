import { useState, type ReactNode } from 'react';
import { createI18n } from './catalogues';
import { LanguageProvider } from './LanguageProvider';

/**
 * English words for a component rendered on its own (a unit test, outside the app's LanguageRoot),
 * strict: an id no catalogue holds throws instead of showing the id.
 */
export function InEnglish({ children }: { children: ReactNode }) {
  const [i18n] = useState(() => createI18n({ strict: true }));
  return (
    <LanguageProvider i18n={i18n} language="en">
      {children}
    </LanguageProvider>
  );
}
