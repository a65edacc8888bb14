import { args } from '#src/lib/i18n/texts';

/** The public frame's texts (headers, footer, the 404 page): the English source, every key. */
const en = {
  home: 'Sous home',
  backHome: 'Back to home',
  mainNav: 'Main',
  nav: {
    features: 'Features',
    howItWorks: 'How It Works',
    recipes: 'Recipes',
    about: 'About',
  },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  dashboard: 'Dashboard',
  signIn: 'Sign In',
  getStartedFree: 'Get Started Free',
  footer: {
    tagline: 'Your AI cooking companion, from fridge to table.',
    product: 'Product',
    company: 'Company',
    connect: 'Connect',
    getStarted: 'Get Started',
    contact: 'Contact',
    privacyPolicy: 'Privacy Policy',
    newTab: '(opens in a new tab)',
    rights: args('© {{year}} Sous. All rights reserved.', 'year'),
  },
  notFound: {
    title: 'Recipe Not Found',
    text: 'This page seems to have left the kitchen. It may have moved, or the address has a typo.',
    links: 'Helpful links',
    home: 'Home',
    library: 'Recipe Library',
    dashboard: 'Dashboard',
    about: 'About',
    contact: 'Contact',
    privacy: 'Privacy',
  },
};

export default en;
