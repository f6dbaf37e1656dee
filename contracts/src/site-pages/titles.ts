/** The site's name: the end of every document title, the web app's name, og:site_name. */
export const SITE_NAME = 'Ball Hockey League';
/** Short enough for a phone's home screen. */
export const SITE_SHORT_NAME = 'Ball Hockey';
/** The page-agnostic description of the site (link previews of pages without one of their own). */
export const SITE_DESCRIPTION =
  'Standings, scoring leaders, schedules, game summaries, rosters and player histories of the state ball hockey league.';

const SEPARATOR = ' — ';

/** "Standings — Men's A Spring 2026 — Ball Hockey League": the parts given, then the site's name. */
export function pageTitle(...parts: Array<string | null | undefined>): string {
  return [...parts.map((part) => part?.trim()).filter(Boolean), SITE_NAME].join(SEPARATOR);
}
