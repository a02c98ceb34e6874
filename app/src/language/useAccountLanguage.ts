import type { Language } from '@ic/domain';
import { useCallback } from 'react';
import { useLanguageChoice } from './LanguageRoot';

/**
 * After a sign-in: the account's language (issue 19), when it has one and it differs from the
 * one shown, becomes the site's, and the cookie follows, so a Hindi reader who signs in on an
 * English browser reads in Hindi (and their mail already is). The switch changes it again, and
 * a signed-in choice is saved on the account (useAddressLanguage).
 */
export function useAccountLanguage(): (account: Language | undefined) => void {
  const { language, choose } = useLanguageChoice();
  return useCallback(
    (account) => {
      if (account && account !== language) choose(account);
    },
    [language, choose],
  );
}
