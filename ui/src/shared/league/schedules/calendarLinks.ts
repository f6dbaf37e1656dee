/**
 * The addresses beside an iCalendar feed: webcal:// (the calendar app subscribes and follows changes),
 * the http(s) address (download, or paste into a web calendar), and the subscribe pages of Google
 * Calendar (which takes the webcal address) and Outlook on the web (the https address and a name).
 */
export interface CalendarLinks {
  webcal: string;
  https: string;
  google: string;
  outlook: string;
}

export function calendarLinks(
  feedPath: string,
  name: string,
  location: { host: string; origin: string },
): CalendarLinks {
  const webcal = `webcal://${location.host}${feedPath}`;
  const https = `${location.origin}${feedPath}`;
  return {
    webcal,
    https,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    outlook:
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}` +
      `&name=${encodeURIComponent(name)}`,
  };
}

/** What copying needs of the browser: the clipboard API where there is one, and the document. */
export interface CopyEnvironment {
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
  document: Document;
}

/**
 * Copies `text`: through the clipboard API, else (no API, or refused) by selecting it in a hidden text
 * area and the copy command. False when neither worked: the caller shows the text to copy by hand.
 */
export async function copyText(text: string, env: CopyEnvironment): Promise<boolean> {
  if (env.clipboard?.writeText) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // refused (no permission, not a secure context): try the copy command
    }
  }
  const area = env.document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  env.document.body.appendChild(area);
  try {
    area.focus();
    area.select();
    // the copy command is deprecated, but still the only way where the clipboard API is missing
    return env.document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Whose feed it is: a team, a venue or a league (the fields their reads answer). */
export type CalendarOwner =
  | { teamName: string; leagueName: string; session: string; year: number }
  | { venueName: string }
  | { leagueName: string; divisionName: string | null; session: string; year: number };

/**
 * A feed's name as the feed calls itself (X-WR-CALNAME): "Hawks (Metro Fall 2026)" for a team, the
 * venue's name, "Metro - North Division Fall 2026" for a league.
 */
export function calendarName(owner: CalendarOwner): string {
  if ('teamName' in owner) return `${owner.teamName} (${owner.leagueName} ${owner.session} ${owner.year})`;
  if ('venueName' in owner) return owner.venueName;
  const division = owner.divisionName ? ` - ${owner.divisionName} Division` : '';
  return `${owner.leagueName}${division} ${owner.session} ${owner.year}`;
}
