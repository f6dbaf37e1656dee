import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '@league/contracts';
import { scheduleCalendar } from './calendar';
import { escapeText, foldLine, localDateTime, utcDateTime } from './text';
import { transitions, vtimezone } from './timezone';

const item = (over: Partial<ScheduleItem> = {}): ScheduleItem => ({
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

  it('writes one VEVENT per item with UID, DTSTAMP in UTC, DTSTART with TZID, SUMMARY and LOCATION, CRLF only', () => {
    const text = scheduleCalendar({
      name: 'Metro, Fall 2026',
      timeZone: 'America/New_York',
      now,
      items: [
        item(),
        item({
          _id: '44444444-4444-4444-8444-444444444444',
          kind: 'event',
          eventName: 'Skills night; bring sticks, pucks',
          homeTeamName: null,
          visitorTeamName: null,
          time: '9:00',
          venueName: 'Rink, North',
        }),
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//State Ball Hockey League//Schedules//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Metro\\, Fall 2026',
      'X-WR-TIMEZONE:America/New_York',
    ]);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:11111111-1111-4111-8111-111111111111@ballhockey.league');
    expect(lines.filter((l) => l === 'DTSTAMP:20260801T120000Z')).toHaveLength(2);
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260905T193000');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260905T090000');
    expect(lines).toContain('SUMMARY:Owls @ Hawks');
    expect(lines).toContain('SUMMARY:Skills night\\; bring sticks\\, pucks');
    expect(lines).toContain('LOCATION:Rink\\, North');
    expect(lines).toContain('DESCRIPTION:Metro');
  });

  it('names TBD teams and describes a played playoff game with its score', () => {
    const text = scheduleCalendar({
      name: 'x',
      timeZone: 'America/New_York',
      now,
      items: [item({ homeTeamName: 'TBD', playoff: true, status: 'FINAL', score: '2 - 3' })],
    });
    expect(text).toContain('SUMMARY:Owls @ TBD\r\n');
    expect(text).toContain('DESCRIPTION:Metro - Playoff game - FINAL 2 - 3\r\n');
  });
});
