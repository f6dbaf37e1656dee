/** The rink navy of the logo and the header: the browser's toolbar and the installed app's splash. */
export const SITE_THEME_COLOR = '#0b1f3a';
export const SITE_BACKGROUND_COLOR = '#ffffff';

/** The logo as the files in ui/public: the icon, the installed app's icons and link previews' image. */
export const SITE_ICONS = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** og:image: the logo on a square of its navy (no transparent corners for previews to fill). */
export const SITE_PREVIEW_IMAGE = '/icon-maskable-512.png';
