/** The public header's section links: anchors on the landing page, then About. */
export const PUBLIC_NAV = [
  { label: 'Features', to: { pathname: '/', hash: '#features' } },
  { label: 'How It Works', to: { pathname: '/', hash: '#how-it-works' } },
  { label: 'Recipes', to: { pathname: '/', hash: '#recipes' } },
  { label: 'About', to: { pathname: '/about' } },
] as const;

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'TikTok', href: 'https://www.tiktok.com/' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/' },
] as const;

export const FOOTER_YEAR = 2025;
