// Story settings for the three widths the carousels change at. Storybook's viewport global is also
// applied by the Vitest addon (page.viewport), so window.innerWidth and media queries follow it.
const VIEWPORTS = {
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

export type CarouselViewport = keyof typeof VIEWPORTS;

/** Spread into a story: `...atViewport('phone375')`. */
export function atViewport(value: CarouselViewport) {
  return {
    parameters: { viewport: { options: VIEWPORTS } },
    globals: { viewport: { value, isRotated: false } },
  };
}
