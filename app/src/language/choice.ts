// Where the app reads and remembers the reader's language (issue 19): the rule itself is the
// domain's chooseLanguage, the same the server applies to the document it sends.
import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_PARAM,
  type Language,
} from '@ic/domain';

function cookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/** The language of the page being opened: its ?lang=, the cookie, the browser's languages. */
export function initialLanguage(): Language {
  return chooseLanguage({
    param: new URLSearchParams(window.location.search).get(LANGUAGE_PARAM),
    cookie: cookie(LANGUAGE_COOKIE),
    preferences: navigator.languages,
  });
}

/** Remembered for a year, so a reload or a link without ?lang= keeps the language. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
