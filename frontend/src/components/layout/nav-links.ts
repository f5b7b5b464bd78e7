// The navbar's page links, in order (desktop bar and mobile menu share them).
export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home', exact: true },
  { to: '/pricing', labelKey: 'nav.pricing', exact: false },
  { to: '/about', labelKey: 'nav.about', exact: false },
  { to: '/privacy', labelKey: 'nav.privacy', exact: false },
  { to: '/terms', labelKey: 'nav.terms', exact: false },
] as const;

/** Pixels of scroll after which the navbar switches to its solid style. */
export const NAVBAR_SCROLL_THRESHOLD = 20;
