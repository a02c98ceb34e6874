// English left on a Hindi screen, as the tests that look for it find it: every ui story rendered
// in Hindi (stories.hi.test.tsx) and every page story shot in Hindi
// (test/visual/pages.hi.visual.test.tsx). Not part of the design system's API.
import type { Messages } from '@lingui/core';
import { CATALOGUE_AREAS } from './areas';
import { createI18n, loadCatalogue } from './catalogues';
import { SAME_IN_BOTH_BY_AREA } from './sameInBoth';

type Compiled = Messages[string];

/** The product's names, which Hindi keeps: not English words of a message. */
const NAMES = /IC Universe|IC Ultimate|Ultimate|IC/g;

/** A message's text as a pattern, its {values} standing for any text; null without an English word. */
function patternOf(message: Compiled): string | null {
  const parts = typeof message === 'string' ? [message] : message;
  const literal = parts.filter((part): part is string => typeof part === 'string').join(' ');
  if (!/[A-Za-z]{3,}/.test(literal.replace(NAMES, ''))) return null;
  return parts
    .map((part) =>
      typeof part === 'string' ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '.{1,80}?',
    )
    .join('')
    .trim()
    .replace(/\s+/g, '\\s+');
}

async function messagesOf(language: 'en' | 'hi'): Promise<Messages> {
  const i18n = createI18n({ strict: true });
  await Promise.all(CATALOGUE_AREAS.map((area) => loadCatalogue(i18n, language, area)));
  i18n.activate(language);
  return i18n.messages;
}

/**
 * What English interface texts look like: each English message of every catalogue, bar those
 * Hindi keeps the same (sameInBoth.ts) and any that is also a Hindi message. A whole text matches
 * or not.
 */
export async function englishInterfaceTexts(): Promise<RegExp> {
  const [english, hindi] = await Promise.all([messagesOf('en'), messagesOf('hi')]);
  const sameInBoth = new Set(Object.values(SAME_IN_BOTH_BY_AREA).flat());
  const hindiPatterns = new Set(
    Object.values(hindi)
      .map(patternOf)
      .filter((p): p is string => p !== null),
  );
  const patterns = Object.entries(english)
    .filter(([id]) => !sameInBoth.has(id))
    .map(([, message]) => patternOf(message))
    .filter((p): p is string => p !== null && !hindiPatterns.has(p));
  return new RegExp(`^(?:${[...new Set(patterns)].join('|')})$`);
}

/** What is left of a text once the content in it (longest first) is taken out. */
export function withoutContent(text: string, content: ReadonlySet<string>): string {
  let rest = text;
  for (const item of [...content].sort((a, b) => b.length - a.length)) {
    if (rest.includes(item)) rest = rest.split(item).join('…');
  }
  return rest;
}

const ATTRIBUTES = ['aria-label', 'alt', 'placeholder', 'title'];

/**
 * Every text under `root` (and in its attributes a person hears or sees) that is an English
 * interface text, once `content` (what the screen shows as given: an API's answers, a story's
 * args) is left out. Text marked `lang="en"` is English on purpose.
 */
export function englishOn(
  root: HTMLElement,
  english: RegExp,
  content: ReadonlySet<string>,
): string[] {
  const isEnglish = (text: string | null | undefined) => {
    const line = text?.replace(/\s+/g, ' ').trim();
    return (
      line !== undefined &&
      line !== '' &&
      line.length <= 300 &&
      english.test(line) &&
      english.test(withoutContent(line, content))
    );
  };
  const found = new Set<string>();
  const elements = [...root.querySelectorAll<HTMLElement>('*')].filter(
    (element) => !element.closest('script, style, [lang="en"]'),
  );
  // A text split over elements (a link inside a sentence) is found on the element holding it
  // all; only the innermost element whose text is English is named.
  const englishElements = elements.filter((element) => isEnglish(element.textContent));
  for (const element of englishElements) {
    if (!englishElements.some((other) => other !== element && element.contains(other))) {
      found.add(element.textContent.replace(/\s+/g, ' ').trim());
    }
  }
  for (const element of elements) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (isEnglish(value)) found.add(`${name}="${value}"`);
    }
  }
  return [...found];
}
