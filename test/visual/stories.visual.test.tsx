// Offline visual regression: every story's first render in Chromium, compared with a committed
// baseline (Chromatic does the same in the cloud for pull requests; the cloud is out of reach here).
// Update the baselines with `npm run test:visual:update` and review the PNGs in the diff.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { prepareLanguage } from '../../.storybook/i18n';
import * as preview from '../../.storybook/preview';
import { VIEWPORTS, type StoryViewport } from '../../packages/ui/src/storybook/viewports';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = ComponentType & {
  parameters?: { visual?: boolean };
  globals?: { viewport?: { value?: string } };
};

const DESKTOP = { width: 1280, height: 800 };

/** The story's viewport global (phone, tablet, desktop), as Storybook and its Vitest addon apply it. */
function viewportOf(story: Composed) {
  const value = story.globals?.viewport?.value;
  if (!value || !(value in VIEWPORTS)) return DESKTOP;
  const { styles } = VIEWPORTS[value as StoryViewport];
  return { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
}

const modules = import.meta.glob<StoryModule>('../../packages/ui/src/**/*.stories.tsx', {
  eager: true,
});

// Animations would make pixels differ from run to run; the first frame is what we compare.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freeze);

// Every English catalogue, as the stories' loader gives them (rendering a story skips loaders):
// a component with words of its own finds them whatever its area.
beforeAll(() => prepareLanguage('en'));

for (const [file, module] of Object.entries(modules)) {
  const title = file.split('/').at(-2) ?? file;
  const stories = (Object.entries(composeStories(module)) as [string, Composed][]).filter(
    ([, Story]) => Story.parameters?.visual !== false,
  );
  if (stories.length === 0) continue;
  describe(title, () => {
    for (const [name, Story] of stories) {
      test(name, async () => {
        const { width, height } = viewportOf(Story);
        await page.viewport(width, height);
        const screen = await render(<Story />);
        await document.fonts.ready;
        // A story that renders nothing (an empty carousel, zero pages) has no pixels to compare.
        if (screen.container.getBoundingClientRect().height === 0) {
          expect(screen.container.textContent).toBe('');
          return;
        }
        await expect.element(screen.container).toMatchScreenshot(`${title}-${name}`);
      });
    }
  });
}
