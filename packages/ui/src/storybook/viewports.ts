// Story settings for the widths layouts change at, shared by every story that needs one.
// Storybook's viewport global is applied by the Vitest addon and by the screenshot suite
// (page.viewport), so window.innerWidth and media queries follow it.
export const VIEWPORTS = {
  phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '800px' }, type: 'mobile' },
  tablet800: {
    name: 'Tablet (800 px)',
    styles: { width: '800px', height: '900px' },
    type: 'tablet',
  },
  desktop1280: {
    name: 'Desktop (1280 px)',
    styles: { width: '1280px', height: '900px' },
    type: 'desktop',
  },
} as const;

export type StoryViewport = keyof typeof VIEWPORTS;

/** Spread into a story: `...atViewport('phone375')`. */
export function atViewport(value: StoryViewport) {
  return {
    parameters: { viewport: { options: VIEWPORTS } },
    globals: { viewport: { value, isRotated: false } },
  };
}

/** The 375 px phone viewport. */
export const PHONE_VIEWPORT = atViewport('phone375');
