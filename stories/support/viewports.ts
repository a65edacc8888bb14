/**
 * The viewports every screen is reviewed at; stories pick one with `globals: { viewport: { value: 'phone' } }`
 * and name such stories `...Phone` (`...Tablet`). The test runner sizes the page from this table and
 * fails a story that names a viewport missing here.
 */
export const VIEWPORTS = {
  phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
