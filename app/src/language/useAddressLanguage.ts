import { LANGUAGE_PARAM, parseLanguage } from '@ic/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiPatch } from '../api/client';
import { useSession } from '../session';
import { rememberLanguage } from './choice';
import { useLanguageChoice } from './LanguageRoot';

/**
 * An address's ?lang= decides (the switch's links carry it, and so does a shared link): the
 * screen follows, the cookie remembers it, and a signed-in reader's account stores it for mail.
 */
export function useAddressLanguage(): void {
  const [params] = useSearchParams();
  const asked = parseLanguage(params.get(LANGUAGE_PARAM));
  const { language, choose } = useLanguageChoice();
  const { signedIn } = useSession();
  useEffect(() => {
    if (!asked) return;
    if (asked === language) {
      rememberLanguage(asked);
      return;
    }
    choose(asked);
    // Best effort: the cookie already keeps the choice on this device.
    if (signedIn) apiPatch('/api/account/language', { language: asked }).catch(() => undefined);
  }, [asked, language, choose, signedIn]);
}
