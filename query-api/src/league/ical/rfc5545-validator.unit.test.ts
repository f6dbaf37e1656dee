import { describe, expect, it } from 'vitest';
import { eventsOf, parseICalendar, unescapeText } from './rfc5545-validator';

/** The RFC 5545 reader the feed tests rely on: it accepts a valid object and names every broken rule. */

const VALID = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//EN',
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'DTSTART:19701101T020000',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:1@x',
  'DTSTAMP:20260801T120000Z',
  'DTSTART;TZID=America/New_York:20260905T193000',
  'DURATION:PT1H',
  'SEQUENCE:2',
  'STATUS:CANCELLED',
  'SUMMARY:A\\, B\\; C\\\\ D\\nE',
  'LOCATION:Main Rink',
  'URL:https://league.example/gameSummary/1',
  'END:VEVENT',
  'END:VCALENDAR',
];
const ics = (lines: string[]) => lines.map((l) => `${l}\r\n`).join('');
/** VALID with the line starting with `prefix` replaced (or removed with null). */
const changed = (prefix: string, line: string | null) =>
  ics(VALID.flatMap((l) => (l.startsWith(prefix) ? (line === null ? [] : [line]) : [l])));
const errorsOf = (text: string) => parseICalendar(text).errors.join('\n');

describe('RFC 5545 reader', () => {
  it('accepts a valid object and reads its events, unfolding lines and undoing escapes', () => {
    const folded = ics(VALID).replace('LOCATION:Main Rink', 'LOCATION:Main\r\n  Rink');
    const parsed = parseICalendar(folded);
    expect(parsed.errors).toEqual([]);
    expect(eventsOf(parsed)).toEqual([
      {
        UID: '1@x',
        DTSTAMP: '20260801T120000Z',
        DTSTART: '20260905T193000',
        DURATION: 'PT1H',
        SEQUENCE: '2',
        STATUS: 'CANCELLED',
        SUMMARY: 'A, B; C\\ D\nE',
        LOCATION: 'Main Rink',
        URL: 'https://league.example/gameSummary/1',
      },
    ]);
  });

  it('wants CRLF line ends and lines of at most 75 octets', () => {
    expect(errorsOf(ics(VALID).replace('VERSION:2.0\r\n', 'VERSION:2.0\n'))).toContain(
      'otherwise than with CRLF',
    );
    expect(errorsOf(ics(VALID).slice(0, -2))).toContain('does not end with CRLF');
    expect(errorsOf(changed('LOCATION', `LOCATION:${'é'.repeat(34)}`))).toContain('77 octets');
    expect(errorsOf(changed('LOCATION', `LOCATION:${'é'.repeat(33)}`))).toBe('');
  });

  it('checks BEGIN/END nesting', () => {
    expect(errorsOf(changed('END:VEVENT', null))).toContain('END:VCALENDAR closes VEVENT');
    expect(errorsOf(changed('END:VCALENDAR', null))).toContain('VCALENDAR is never ended');
    expect(errorsOf(changed('END:VEVENT', 'END:VTODO'))).toContain('END:VTODO closes VEVENT');
    expect(errorsOf(ics(['SUMMARY:x', ...VALID]))).toContain('outside any component');
  });

  it('wants UID, DTSTAMP and DTSTART in a VEVENT, PRODID and VERSION 2.0 in the calendar, each once', () => {
    expect(errorsOf(changed('UID', null))).toContain('VEVENT: no UID');
    expect(errorsOf(changed('DTSTAMP', null))).toContain('VEVENT: no DTSTAMP');
    expect(errorsOf(changed('DTSTART;', null))).toContain('VEVENT: no DTSTART');
    expect(errorsOf(changed('PRODID', null))).toContain('VCALENDAR: no PRODID');
    expect(errorsOf(changed('VERSION', 'VERSION:1.0'))).toContain('VERSION is not 2.0');
    expect(errorsOf(ics(VALID.flatMap((l) => (l.startsWith('UID') ? [l, l] : [l]))))).toContain(
      'UID more than once',
    );
  });

  it('checks the values: UTC DTSTAMP, a known TZID, SEQUENCE ≥ 0, STATUS, DURATION, URL', () => {
    expect(errorsOf(changed('DTSTAMP', 'DTSTAMP:20260801T120000'))).toContain('must be UTC');
    expect(errorsOf(changed('DTSTAMP', 'DTSTAMP:20261301T120000Z'))).toContain('not a valid date');
    expect(errorsOf(changed('DTSTART;', 'DTSTART;TZID=Europe/Paris:20260905T193000'))).toContain(
      'has no VTIMEZONE',
    );
    expect(errorsOf(changed('DTSTART;', 'DTSTART;TZID=America/New_York:20260905T193000Z'))).toContain(
      'must not be UTC',
    );
    expect(errorsOf(changed('SEQUENCE', 'SEQUENCE:-1'))).toContain('not an integer');
    expect(errorsOf(changed('SEQUENCE', 'SEQUENCE:one'))).toContain('not an integer');
    expect(errorsOf(changed('STATUS', 'STATUS:DELETED'))).toContain('STATUS "DELETED"');
    expect(errorsOf(changed('DURATION', 'DURATION:1H'))).toContain('not a DURATION');
    expect(errorsOf(changed('URL', 'URL:/gameSummary/1'))).toContain('not an absolute URI');
  });

  it('wants TEXT escaped: no bare comma or semicolon, only the four escapes, no control characters', () => {
    expect(errorsOf(changed('SUMMARY', 'SUMMARY:A, B'))).toContain('unescaped ","');
    expect(errorsOf(changed('SUMMARY', 'SUMMARY:A; B'))).toContain('unescaped ";"');
    expect(errorsOf(changed('SUMMARY', 'SUMMARY:A\\tB'))).toContain('bad escape');
    expect(errorsOf(changed('SUMMARY', 'SUMMARY:A\u0001B'))).toContain('control character');
    expect(unescapeText('a\\Nb\\\\n')).toBe('a\nb\\n');
  });
});
