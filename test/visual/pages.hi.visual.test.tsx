// Every first screen the page stories draw, in Hindi on a 360 px phone (issue 19), compared
// with a committed baseline, and checked for English left on it. The stories' own play
// functions speak English, so they do not run here: each story is loaded as Storybook loads it
// (MSW's answers, the Hindi catalogues, its signed-in cookie), rendered, and left to settle.
// The studio's screens stay English (the staff's tool) and are left out.
import { PLANS, RESEARCH_PAPERS_LABEL, ULTIMATE_PAGE_PLANS } from '@ic/domain';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as preview from '../../.storybook/preview';
import { englishInterfaceTexts, englishOn } from '../../packages/ui/src/i18n/englishLeft';
import type * as Timings from '../../packages/domain/src/constants/timings.ts';

// The spec's 2.4 s skeletons would make every story wait; the content is what is compared.
vi.mock('../../packages/domain/src/constants/timings.ts', async (original) => {
  const timings = await original<typeof Timings>();
  return { ...timings, TIMINGS: { ...timings.TIMINGS, skeletonMs: 0 } };
});

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0] & { default: { title?: string } };
type Composed = ComponentType & { load: () => Promise<void> };

const PHONE = { width: 360, height: 800 };
const HINDI = { initialGlobals: { language: 'hi' } };

const modules = import.meta.glob<StoryModule>(
  ['../../app/src/pages/**/*.stories.tsx', '!../../app/src/pages/studio/**'],
  { eager: true },
);

// The browser's storage estimate (the account's Downloads) follows the machine's free disk:
// one answer for every shot, so the account's references hold on any machine.
Object.defineProperty(navigator.storage, 'estimate', {
  configurable: true,
  value: () => Promise.resolve({ usage: 83_354, quota: 10 * 1024 ** 3 }),
});

// Animations would make pixels differ from run to run; the first frame is what we compare.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freeze);

/** Resolves once the page has not changed for `quietMs` (its data shown), or after `maxMs`. */
function settled(root: Node, quietMs = 400, maxMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    let quiet = setTimeout(done, quietMs);
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    const cap = setTimeout(done, maxMs);
    function done() {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    }
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

// What English interface texts look like (each English message bar those Hindi keeps the same,
// its {values} standing for any text): packages/ui/src/i18n/englishLeft.ts.
const ENGLISH = await englishInterfaceTexts();

/** The add-on's name, which Hindi keeps as it is (as it keeps Ultimate). */
const KEPT_NAMES = [RESEARCH_PAPERS_LABEL];

/**
 * The plans' titles: the API sends them, but every screen names a plan in its own language
 * (ui's usePlanName), so one left in English is English on the screen, not content.
 */
const PLAN_TITLES = new Set([...PLANS, ...ULTIMATE_PAGE_PLANS].map((plan) => plan.title));

// Content is shown as it is stored (a chapter's title, a blog's topic): every text the story's
// API answered with (MSW, from app/src/mocks) counts as content, wherever it shows.
const content = new Set<string>(KEPT_NAMES);
function collect(value: unknown) {
  if (typeof value === 'string') {
    if (value.trim().length >= 3 && !PLAN_TITLES.has(value.trim())) content.add(value.trim());
  } else if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
}
const fetchOfPage = window.fetch.bind(window);
window.fetch = async (...request: Parameters<typeof fetch>) => {
  const response = await fetchOfPage(...request);
  if (response.headers.get('content-type')?.includes('json')) {
    await response
      .clone()
      .json()
      .then(collect, () => undefined);
  }
  return response;
};

/** What a story may add to its file's defaults and still draw the same first screen here. */
const NOT_DRAWN = new Set(['play', 'name', 'tags']);

/**
 * The stories that draw a first screen of their own. Those that add only a play function to
 * their file's defaults all draw the same one (plays do not run here): the first is shot for all.
 */
function ownScreens(module: StoryModule, stories: [string, Composed][]) {
  const annotations = module as unknown as Record<string, object>;
  let defaultShot = false;
  return stories.filter(([name]) => {
    const own = Object.keys(annotations[name] ?? {}).some((key) => !NOT_DRAWN.has(key));
    if (own) return true;
    if (defaultShot) return false;
    defaultShot = true;
    return true;
  });
}

for (const [file, module] of Object.entries(modules)) {
  const title = (module.default.title ?? file).replace(/^Pages\//, '').replace(/\W+/g, '-');
  const stories = ownScreens(
    module,
    Object.entries(composeStories(module, HINDI)) as [string, Composed][],
  );
  describe(title, () => {
    for (const [name, Story] of stories) {
      test(name, async () => {
        await page.viewport(PHONE.width, PHONE.height);
        await Story.load();
        const screen = await render(<Story />);
        // The route's page loads lazily, and nothing is drawn until it has (no fallback): on a
        // busy machine that outlasts settled's quiet time, and the page was measured empty and
        // shot one screen tall with the rest white. The site's frame shows with the page.
        await vi.waitFor(
          () => {
            if (!screen.container.querySelector('main')) throw new Error('The page has not drawn');
          },
          { timeout: 30_000, interval: 50 },
        );
        await settled(document.body);
        await document.fonts.ready;
        expect
          .soft(document.documentElement.scrollWidth, 'nothing wider than the phone')
          .toBe(PHONE.width);
        expect
          .soft(englishOn(document.body, ENGLISH, content), 'English on a Hindi screen')
          .toEqual([]);
        // The frame paints only what it shows: as tall as the page, so the whole page is shot.
        // It follows the page while the page grows on its own (a late font or picture: what lies
        // below the frame is shot white), but not a page that grows with the frame itself (a
        // stage as tall as the screen, as the reader's loading one is), which would never end.
        for (let frame = PHONE.height, previous = frame, pass = 0; pass < 4; pass += 1) {
          const height = document.documentElement.scrollHeight;
          if (height === frame || (pass > 0 && height - frame === frame - previous)) break;
          [previous, frame] = [frame, height];
          await page.viewport(PHONE.width, frame);
          await settled(document.body, 100);
        }
        // Two frames: the resized frame has painted all of the page before a shot is taken (a
        // reference once caught only the first screen painted, the rest white).
        await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
        // A whole page is a tall picture: a busy machine needs more than the default 5 s to
        // see two equal shots in a row.
        await expect
          .element(screen.container, { timeout: 30_000 })
          .toMatchScreenshot(`${title}-${name}`, { timeout: 20_000 });
      });
    }
  });
}
