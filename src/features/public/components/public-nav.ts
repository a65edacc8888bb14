/** The public header's section links: anchors on the landing page, then About. */
export const PUBLIC_NAV = [
  { id: 'features', to: { pathname: '/', hash: '#features' } },
  { id: 'howItWorks', to: { pathname: '/', hash: '#how-it-works' } },
  { id: 'recipes', to: { pathname: '/', hash: '#recipes' } },
  { id: 'about', to: { pathname: '/about' } },
] as const;

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'TikTok', href: 'https://www.tiktok.com/' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/' },
] as const;

export const FOOTER_YEAR = 2025;
