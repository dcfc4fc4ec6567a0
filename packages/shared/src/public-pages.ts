/**
 * The public pages (spec section 2) a crawler may index, in the sitemap's order. The server renders their
 * head tags, robots.txt and sitemap from this list; the web's public footer links the ones with a
 * `footerKey` (its translation key under `home:footer`).
 */
export const PUBLIC_PAGES = [
  { path: '/home', name: 'home' },
  { path: '/login', name: 'login' },
  { path: '/registerForm', name: 'registerForm' },
  { path: '/helpCenter', name: 'helpCenter', footerKey: 'helpCenter' },
  { path: '/wordView', name: 'wordView', footerKey: 'wordView' },
  { path: '/contactUs', name: 'contactUs', footerKey: 'contactUs' },
  { path: '/ExpertGuides', name: 'ExpertGuides', footerKey: 'expertGuides' },
  { path: '/warehousing', name: 'Warehousing', footerKey: 'warehousing' },
  { path: '/termsOfUse', name: 'termsOfUse', footerKey: 'termsOfUse' },
  { path: '/privacyPolicy', name: 'privacyPolicy', footerKey: 'privacyPolicy' },
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The pages the public footer links, in the footer's order. */
export const FOOTER_PAGES = PUBLIC_PAGES.filter(
  (page): page is Extract<PublicPage, { footerKey: string }> => 'footerKey' in page,
);
