// Every ui story renders in Hindi (issue 19): composed as Storybook composes it, inside the Hindi
// language provider (strict, every catalogue loaded), with no error and no English interface
// text left on it. The stories' play functions speak English and do not run. What a story gives
// its component (its args, the words its file writes outside its play functions, and what it
// lists in `parameters.hindi.given`) is content: the app would give Hindi there, and a story
// may stay English. The component's own words must be Hindi. Rendered, not shot: cheap for CI.
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { CATALOGUE_AREAS } from './areas';
import { createI18n, loadCatalogue } from './catalogues';
import { englishInterfaceTexts, englishOn } from './englishLeft';
import { LanguageProvider } from './LanguageProvider';

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = ComponentType & {
  args?: Record<string, unknown>;
  parameters?: { hindi?: { given?: readonly string[] } };
  load?: () => Promise<void>;
};

const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });
const sources = import.meta.glob<string>('../**/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Every Hindi catalogue, loaded once: no story waits for its words. */
const hindi = createI18n({ strict: true });
let english: RegExp;
beforeAll(async () => {
  await Promise.all(CATALOGUE_AREAS.map((area) => loadCatalogue(hindi, 'hi', area)));
  hindi.activate('hi');
  english = await englishInterfaceTexts();
});

const add = (into: Set<string>, text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length >= 3) into.add(line);
};

/** Every text in a story's args, however deep (React elements' children and props too). */
function textsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') add(into, value);
  else if (Array.isArray(value)) value.forEach((item) => textsOf(item, into));
  else if (value && typeof value === 'object') {
    const element = value as { $$typeof?: unknown; props?: unknown };
    textsOf(element.$$typeof ? element.props : Object.values(value), into);
  }
  return into;
}

/** A story file without its play functions (whose words are the component's, asserted). */
function withoutPlays(source: string): string {
  let rest = '';
  let from = 0;
  for (const match of source.matchAll(/\bplay: (?:async )?\([^)]*\) => \{/g)) {
    if (match.index < from) continue;
    rest += source.slice(from, match.index);
    let depth = 0;
    let end = match.index + match[0].length - 1;
    do {
      if (source[end] === '{') depth += 1;
      if (source[end] === '}') depth -= 1;
      end += 1;
    } while (depth > 0 && end < source.length);
    from = end;
  }
  return rest + source.slice(from);
}

const ENTITIES: Record<string, string> = { amp: '&', apos: "'", quot: '"', nbsp: ' ' };

/** The words a story file writes (outside its play functions): quoted, templated or as JSX text. */
function writtenIn(source: string): Set<string> {
  const code = withoutPlays(source);
  const words = new Set<string>();
  for (const [, single, double] of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
    add(words, single ?? double ?? '');
  }
  for (const [, template] of code.matchAll(/`([^`]*)`/g)) {
    for (const part of template?.split(/\$\{[^}]*\}/) ?? []) add(words, part);
  }
  for (const [, text] of code.matchAll(/>([^<>{}]+)</g)) {
    add(words, text?.replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity) ?? '');
  }
  return words;
}

// React reports a render's problems (a failed prop type, a missing key, an id no catalogue holds
// caught by a boundary) on the console: any is an error of the story in Hindi.
let problems: string[] = [];
beforeAll(() => {
  const error = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
    error(...args);
  });
});
afterEach(() => {
  problems = [];
});

/** The studio's components stay English (the staff's tool), as the studio does. */
const isStudio = (module: StoryModule) =>
  (module.default as { title?: string }).title?.startsWith('Studio/') ?? false;

for (const [file, module] of Object.entries(modules)) {
  if (isStudio(module)) continue;
  const stories = Object.entries(composeStories(module)) as [string, Composed][];
  const written = writtenIn(sources[file] ?? '');
  describe(file.replace(/^\.\.\//, ''), () => {
    for (const [name, Story] of stories) {
      test(name, async () => {
        await Story.load?.();
        const screen = await render(
          <LanguageProvider i18n={hindi} language="hi">
            <Story />
          </LanguageProvider>,
        );
        expect(problems, 'errors while rendering in Hindi').toEqual([]);
        const given = textsOf(Story.args, new Set(written));
        for (const text of Story.parameters?.hindi?.given ?? []) add(given, text);
        expect(englishOn(document.body, english, given), 'English left').toEqual([]);
        await screen.unmount();
      });
    }
  });
}
