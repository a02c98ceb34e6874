// Which language a visitor reads (issue 19), decided once for the server (the document's lang,
// hreflang alternates) and the app: the address's ?lang= first, so a shared Hindi link opens in
// Hindi; then the cookie the switch remembers; then the browser's Accept-Language; else English.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The query parameter that carries the language on any address (every route stays as it is). */
export const LANGUAGE_PARAM = 'lang';
/** The cookie the language switch sets, so a reload without the parameter keeps the language. */
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice outlives the session. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The locale each language formats numbers and dates in (Indian grouping in both). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिंदी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'hi', 'HI', 'hi-IN' -> 'hi'; anything we do not serve -> null. */
export function parseLanguage(value: string | null | undefined): Language | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The first language we serve in an Accept-Language header (or navigator.languages), by the
 * browser's preference: 'hi-IN,hi;q=0.9,en;q=0.8' -> 'hi'. A q of 0 means "not this one".
 */
export function languageFromPreferences(
  preferences: string | readonly string[] | null | undefined,
): Language | null {
  const entries = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  const ranked = entries
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { language: parseLanguage(tag), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.language !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}

export type LanguageSignals = {
  /** The address's ?lang= value. */
  param?: string | null;
  /** The lang cookie's value. */
  cookie?: string | null;
  /** The Accept-Language header, or the browser's navigator.languages. */
  preferences?: string | readonly string[] | null;
};

/** The rule: address > cookie > Accept-Language > English. */
export function chooseLanguage({ param, cookie, preferences }: LanguageSignals): Language {
  return (
    parseLanguage(param) ??
    parseLanguage(cookie) ??
    languageFromPreferences(preferences) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * The same address in a language (`?lang=hi`), or with no language at all (`null`: the visitor's
 * cookie or browser decides, hreflang's x-default). Keeps the path, other parameters and hash.
 */
export function addressInLanguage(address: string, language: Language | null): string {
  const hashAt = address.indexOf('#');
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const [base = '', query = ''] = (hashAt === -1 ? address : address.slice(0, hashAt)).split('?');
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== LANGUAGE_PARAM);
  const pairs = language ? [...kept, `${LANGUAGE_PARAM}=${language}`] : kept;
  return `${base}${pairs.length ? `?${pairs.join('&')}` : ''}${hash}`;
}
