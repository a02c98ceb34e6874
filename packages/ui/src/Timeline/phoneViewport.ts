// Story settings that render at a 375 px wide phone viewport: Storybook's viewport global, which
// the Vitest addon also applies (page.viewport), so media queries and matchMedia see a phone.
export const PHONE_VIEWPORT = {
  parameters: {
    viewport: {
      options: {
        phone375: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '740px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} as const;
