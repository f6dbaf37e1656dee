/** Browsers by a token of their User-Agent, the more specific first (Edge and Opera also say Chrome). */
const BROWSERS: ReadonlyArray<readonly [token: string, name: string]> = [
  ['Edg', 'Edge'],
  ['OPR/', 'Opera'],
  ['Opera', 'Opera'],
  ['SamsungBrowser/', 'Samsung Internet'],
  ['Firefox/', 'Firefox'],
  ['FxiOS/', 'Firefox'],
  ['CriOS/', 'Chrome'],
  ['Chrome/', 'Chrome'],
  ['Chromium/', 'Chromium'],
  ['Safari/', 'Safari'],
  ['curl/', 'curl'],
];

/** Systems likewise (Android says Linux, an iPhone says like Mac OS X). */
const SYSTEMS: ReadonlyArray<readonly [token: string, name: string]> = [
  ['Android', 'Android'],
  ['iPhone', 'iPhone'],
  ['iPad', 'iPad'],
  ['CrOS', 'ChromeOS'],
  ['Windows', 'Windows'],
  ['Macintosh', 'macOS'],
  ['Mac OS X', 'macOS'],
  ['Linux', 'Linux'],
];

export const UNKNOWN_BROWSER = 'Unknown browser';

/**
 * What a person recognises a signed-in browser by, from its User-Agent: "Chrome on Android",
 * "Safari on iPhone", "Firefox on Windows"; only what a browser tells every site, never the address.
 */
export function browserOf(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([token]) => agent.includes(token))?.[1];
  const system = SYSTEMS.find(([token]) => agent.includes(token))?.[1];
  if (!browser) return system ? `${UNKNOWN_BROWSER} on ${system}` : UNKNOWN_BROWSER;
  return system ? `${browser} on ${system}` : browser;
}
