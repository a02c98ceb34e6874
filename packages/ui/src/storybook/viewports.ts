// Story settings for the widths layouts change at, shared by every story that needs one.
// Storybook's viewport global is applied by the Vitest addon and by the screenshot suite
// (page.viewport), so window.innerWidth and media queries follow it.
export const VIEWPORTS = {
  phone360: { name: 'Phone (360 px)', styles: { width: '360px', height: '800px' }, type: 'mobile' },
  phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '800px' }, type: 'mobile' },
  tablet768: {
    name: 'Tablet (768 px)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
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
  laptop1366: {
    name: 'Laptop (1366 px)',
    styles: { width: '1366px', height: '768px' },
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
