/** The two viewports every screen is reviewed at; stories pick one with `globals.viewport`. */
export const VIEWPORTS = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
