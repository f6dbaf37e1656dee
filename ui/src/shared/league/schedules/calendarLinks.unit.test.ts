import { describe, expect, it, vi } from 'vitest';
import { calendarLinks, calendarName, copyText } from './calendarLinks';

describe('calendar links', () => {
  const location = { host: 'league.example:8443', origin: 'https://league.example:8443' };
  const links = calendarLinks('/api/league/team/abc/schedule.ics', 'Alpha (Metro Fall 2026) & co', location);

  it('subscribes by webcal:// on the page host, downloads by the page origin', () => {
    expect(links.webcal).toBe('webcal://league.example:8443/api/league/team/abc/schedule.ics');
    expect(links.https).toBe('https://league.example:8443/api/league/team/abc/schedule.ics');
  });

  it('gives Google Calendar the webcal address and Outlook the https address and the name, encoded', () => {
    expect(links.google).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fleague.example%3A8443%2Fapi%2Fleague%2Fteam%2Fabc%2Fschedule.ics',
    );
    const outlook = new URL(links.outlook);
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/addfromweb');
    expect(outlook.searchParams.get('url')).toBe(links.https);
    expect(outlook.searchParams.get('name')).toBe('Alpha (Metro Fall 2026) & co');
    expect(new URL(links.google).searchParams.get('cid')).toBe(links.webcal);
  });
});

describe('calendar names', () => {
  it('names a feed as the feed names itself: team, venue, league with or without division', () => {
    expect(calendarName({ teamName: 'Hawks', leagueName: 'Metro', session: 'Fall', year: 2026 })).toBe(
      'Hawks (Metro Fall 2026)',
    );
    expect(calendarName({ venueName: 'Main Rink' })).toBe('Main Rink');
    expect(calendarName({ leagueName: 'Metro', divisionName: 'North', session: 'Fall', year: 2026 })).toBe(
      'Metro - North Division Fall 2026',
    );
    expect(calendarName({ leagueName: 'Metro', divisionName: null, session: 'Fall', year: 2026 })).toBe(
      'Metro Fall 2026',
    );
  });
});

/** A document with just what the copy command fallback uses; `copies` says whether the command works. */
function fakeDocument(copies: boolean | 'throws') {
  const area = {
    value: '',
    style: {},
    setAttribute: vi.fn(),
    focus: vi.fn(),
    select: vi.fn(),
    remove: vi.fn(),
  };
  const doc = {
    createElement: vi.fn(() => area),
    body: { appendChild: vi.fn() },
    execCommand: vi.fn(() => {
      if (copies === 'throws') throw new Error('no');
      return copies;
    }),
  };
  return { doc: doc as unknown as Document, area, execCommand: doc.execCommand };
}

describe('copy text', () => {
  it('uses the clipboard API where there is one', async () => {
    const writeText = vi.fn(async () => {});
    const { doc, execCommand } = fakeDocument(true);
    expect(await copyText('https://x/a.ics', { clipboard: { writeText }, document: doc })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x/a.ics');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to the copy command without the clipboard API, or when it refuses', async () => {
    for (const clipboard of [
      undefined,
      { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    ]) {
      const { doc, area, execCommand } = fakeDocument(true);
      expect(await copyText('https://x/a.ics', { clipboard, document: doc })).toBe(true);
      expect(area.value).toBe('https://x/a.ics');
      expect(area.select).toHaveBeenCalled();
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(area.remove).toHaveBeenCalled();
    }
  });

  it('says so when nothing could copy, leaving no text area behind', async () => {
    for (const copies of [false, 'throws'] as const) {
      const { doc, area } = fakeDocument(copies);
      expect(await copyText('https://x/a.ics', { document: doc })).toBe(false);
      expect(area.remove).toHaveBeenCalled();
    }
  });
});
