// The stories' one Lingui instance. Strict: an id no catalogue holds throws, so the story fails.
import { DEFAULT_LANGUAGE, parseLanguage } from '../packages/domain/src';
import { CATALOGUE_AREAS, createI18n, loadCatalogue } from '../packages/ui/src/i18n';

export const storyI18n = createI18n({ strict: true });

export const storyLanguage = (value: unknown) =>
  parseLanguage(typeof value === 'string' ? value : null) ?? DEFAULT_LANGUAGE;

/** Every catalogue of the language, then the language shown: no story suspends for its words. */
export async function prepareLanguage(value: unknown): Promise<void> {
  const language = storyLanguage(value);
  await Promise.all(CATALOGUE_AREAS.map((area) => loadCatalogue(storyI18n, language, area)));
  storyI18n.activate(language);
}
