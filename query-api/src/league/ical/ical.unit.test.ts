import { describe, expect, it } from 'vitest';
import {
  calendarDisposition,
  calendarFileName,
  requestOrigin,
  scheduleCalendar,
  type CalendarItem,
} from './calendar';
import { eventsOf, parseICalendar } from './rfc5545-validator';
import { escapeText, foldLine, localDateTime, utcDateTime } from './text';
import { transitions, vtimezone } from './timezone';

const item = (over: Partial<CalendarItem> = {}): CalendarItem => ({
  _id: '11111111-1111-4111-8111-111111111111',
  kind: 'game',
  date: '09/05',
  time: '19:30',
  isoDate: '2026-09-05',
  dayOfWeek: 'Saturday',
  year: 2026,
  status: 'TBP',
  score: '',
  venueId: '22222222-2222-4222-8222-222222222222',
  venueName: 'Main Rink',
  leagueId: '33333333-3333-4333-8333-333333333333',
  leagueName: 'Metro',
  eventName: null,
  homeTeamId: null,
  homeTeamName: 'Hawks',
  homeTeamSeed: 0,
  visitorTeamId: null,
  visitorTeamName: 'Owls',
  visitorTeamSeed: 0,
  winner: null,
  loser: null,
  playoff: false,
  championship: false,
  venueAddress: '12 Rink Rd, Springfield',
  sequence: 0,
  lastModified: '2026-07-01T10:00:00.000Z',
  cancelledAt: null,
  ...over,
});

describe('RFC 5545 text', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines longer than 75 octets, continuations starting with one space', () => {
    const line = `SUMMARY:${'x'.repeat(150)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.map((l) => Buffer.byteLength(l))).toEqual([75, 75, 10]);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('never splits a multi-byte UTF-8 character when folding', () => {
    const line = `LOCATION:${'é'.repeat(40)}${'🏒'.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(Buffer.byteLength(folded[0]!)).toBe(75); // 9 + 33 × 2 octets
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
  });

  it('writes local and UTC date-times', () => {
    expect(localDateTime('2026-09-05', '19:30')).toBe('20260905T193000');
    expect(localDateTime('2026-09-05', '9:05')).toBe('20260905T090500');
    expect(localDateTime('2026-12-31', '24:00')).toBe('20270101T000000');
    expect(utcDateTime(new Date('2026-09-05T23:04:05.678Z'))).toBe('20260905T230405Z');
  });
});

describe('VTIMEZONE', () => {
  it('gives New York its daylight and standard rules (2nd Sunday of March, 1st Sunday of November)', () => {
    expect(transitions('America/New_York', 2026).map((t) => new Date(t.at).toISOString())).toEqual([
      '2026-03-08T07:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
    ]);
    expect(vtimezone('America/New_York', 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'TZNAME:EDT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'TZNAME:EST',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('uses "last Sunday" rules where the zone has them, and one STANDARD part without daylight time', () => {
    const berlin = vtimezone('Europe/Berlin', 2026);
    expect(berlin).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(berlin).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    expect(berlin).toContain('DTSTART:19700329T020000');
    expect(berlin).toContain('DTSTART:19701025T030000');
    expect(vtimezone('America/Phoenix', 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Phoenix',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0700',
      'TZNAME:MST',
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });
});

describe('schedule calendar', () => {
  const now = new Date('2026-08-01T12:00:00Z');
  const origin = 'https://league.example';
  const feed = (items: CalendarItem[], name = 'Metro, Fall 2026') =>
    scheduleCalendar({ name, timeZone: 'America/New_York', now, origin, items });
  /** The feed read back by the RFC 5545 reader: it must be valid, then its VEVENTs. */
  const events = (text: string) => {
    const parsed = parseICalendar(text);
    expect(parsed.errors).toEqual([]);
    return eventsOf(parsed);
  };

  it('writes one VEVENT per item with UID, DTSTAMP in UTC, DTSTART with TZID, SUMMARY and LOCATION, CRLF only', () => {
    const text = feed([
      item(),
      item({
        _id: '44444444-4444-4444-8444-444444444444',
        kind: 'event',
        eventName: 'Skills night; bring sticks, pucks',
        homeTeamName: null,
        visitorTeamName: null,
        time: '9:00',
        venueName: 'Rink, North',
        venueAddress: '',
      }),
    ]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 10)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//State Ball Hockey League//Schedules//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'NAME:Metro\\, Fall 2026',
      'X-WR-CALNAME:Metro\\, Fall 2026',
      'X-WR-TIMEZONE:America/New_York',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ]);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:11111111-1111-4111-8111-111111111111@ballhockey.league');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260905T193000');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260905T090000');
    expect(lines).toContain('SUMMARY:Owls @ Hawks');
    expect(lines).toContain('SUMMARY:Skills night\\; bring sticks\\, pucks');
    expect(lines).toContain('LOCATION:Rink\\, North');
    const [game, event] = events(text);
    expect(game).toMatchObject({ SUMMARY: 'Owls @ Hawks', STATUS: 'CONFIRMED', SEQUENCE: '0' });
    expect(event).toMatchObject({
      SUMMARY: 'Skills night; bring sticks, pucks',
      LOCATION: 'Rink, North',
      DESCRIPTION: 'Metro\nSkills night; bring sticks, pucks',
    });
    // an event has no summary page
    expect(event).not.toHaveProperty('URL');
  });

  it('stamps each VEVENT with the time of its last change and its SEQUENCE, never with the time of the read', () => {
    const text = feed([item({ sequence: 2, lastModified: '2026-07-20T18:04:05.678Z' })]);
    const [game] = events(text);
    expect(game).toMatchObject({
      DTSTAMP: '20260720T180405Z',
      'LAST-MODIFIED': '20260720T180405Z',
      SEQUENCE: '2',
      STATUS: 'CONFIRMED',
    });
    expect(text).not.toContain('20260801T120000Z');
  });

  it('a moved game keeps its UID, with the new start and a higher SEQUENCE', () => {
    const before = events(feed([item()]))[0]!;
    const after = events(
      feed([
        item({ isoDate: '2026-09-06', time: '20:15', sequence: 1, lastModified: '2026-07-02T09:00:00Z' }),
      ]),
    )[0]!;
    expect(after.UID).toBe(before.UID);
    expect(before.DTSTART).toBe('20260905T193000');
    expect(after.DTSTART).toBe('20260906T201500');
    expect(Number(after.SEQUENCE)).toBeGreaterThan(Number(before.SEQUENCE));
    expect(after.DTSTAMP).toBe('20260702T090000Z');
  });

  it('names the venue and its address in LOCATION, links a game to its summary, describes league and matchup', () => {
    const [game] = events(feed([item({ playoff: true })]));
    expect(game).toMatchObject({
      LOCATION: 'Main Rink, 12 Rink Rd, Springfield',
      URL: 'https://league.example/gameSummary/11111111-1111-4111-8111-111111111111',
      DESCRIPTION: 'Metro\nOwls (visitor) at Hawks (home)\nPlayoff game',
    });
    // no origin (a host that is not a plain host name): no URL
    const text = scheduleCalendar({
      name: 'x',
      timeZone: 'America/New_York',
      now,
      origin: null,
      items: [item()],
    });
    expect(text).not.toContain('URL:');
  });

  it('names TBD teams and describes a played championship game with its score', () => {
    const text = feed([item({ homeTeamName: 'TBD', championship: true, status: 'FINAL', score: '2 - 3' })]);
    expect(text).toContain('SUMMARY:Owls @ TBD\r\n');
    expect(events(text)[0]!.DESCRIPTION).toBe(
      'Metro\nOwls (visitor) at TBD (home)\nChampionship game\nFINAL 2 - 3',
    );
  });

  it('keeps a removed item for 30 days after its removal as STATUS:CANCELLED, then drops it', () => {
    const removed = (cancelledAt: string) =>
      item({
        _id: '55555555-5555-4555-8555-555555555555',
        sequence: 3,
        lastModified: cancelledAt,
        cancelledAt,
      });
    const recent = events(feed([item(), removed('2026-07-25T08:00:00.000Z')]));
    expect(recent).toHaveLength(2);
    expect(recent[1]).toMatchObject({
      UID: '55555555-5555-4555-8555-555555555555@ballhockey.league',
      STATUS: 'CANCELLED',
      SEQUENCE: '3',
      DTSTAMP: '20260725T080000Z',
      SUMMARY: 'Cancelled: Owls @ Hawks',
      DESCRIPTION: 'Metro\nOwls (visitor) at Hawks (home)\nThis game is cancelled.',
    });
    // a cancelled game has no summary page to link to any more
    expect(recent[1]).not.toHaveProperty('URL');
    // exactly 30 days: still there; a millisecond more: gone
    expect(events(feed([removed('2026-07-02T12:00:00.000Z')]))).toHaveLength(1);
    expect(events(feed([item(), removed('2026-07-02T11:59:59.999Z')])).map((e) => e.UID)).toEqual([
      '11111111-1111-4111-8111-111111111111@ballhockey.league',
    ]);
  });

  it('folds long lines at 75 octets and escapes every TEXT value, valid for RFC 5545', () => {
    const text = feed(
      [
        item({
          venueName: 'Rink; the "big" one, \\ North',
          venueAddress:
            '1 Very Long Street Name That Goes On, Suite 100\nSpringfield, Somewhere Far Away, 12345',
          homeTeamName: 'Les Éclairs de Montréal 🏒',
          visitorTeamName: 'A, B; C',
          leagueName: 'Über Liga',
        }),
      ],
      'Über Liga - Nord Division Fall 2026, with a name long enough to fold',
    );
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const [game] = events(text);
    expect(game!.LOCATION).toBe(
      'Rink; the "big" one, \\ North, 1 Very Long Street Name That Goes On, Suite 100\nSpringfield, Somewhere Far Away, 12345',
    );
    expect(game!.SUMMARY).toBe('A, B; C @ Les Éclairs de Montréal 🏒');
  });
});

describe('feed names and origin', () => {
  it('names the file after the feed with a safe slug', () => {
    expect(calendarFileName('Metro - North Division Fall 2026')).toBe('metro-north-division-fall-2026.ics');
    expect(calendarFileName('Alpha (Metro Fall 2026)')).toBe('alpha-metro-fall-2026.ics');
    expect(calendarFileName('Éclairs "Montréal"; ../../etc')).toBe('eclairs-montreal-etc.ics');
    expect(calendarFileName('🏒')).toBe('calendar.ics');
    expect(calendarFileName('x'.repeat(50) + ' ' + 'y'.repeat(50))).toBe(`${'x'.repeat(50)}.ics`);
    expect(calendarDisposition('Main Rink')).toBe('inline; filename="main-rink.ics"');
  });

  it('takes the origin from the protocol and host the request came with, refusing odd hosts', () => {
    expect(requestOrigin({ protocol: 'https', host: 'league.example' })).toBe('https://league.example');
    expect(requestOrigin({ protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(requestOrigin({ protocol: 'http', host: '[::1]:8080' })).toBe('http://[::1]:8080');
    expect(requestOrigin({ protocol: 'http', host: 'evil.example/x?' })).toBeNull();
    expect(requestOrigin({ protocol: 'http', host: '' })).toBeNull();
    expect(requestOrigin({ protocol: 'javascript', host: 'a' })).toBeNull();
  });
});
