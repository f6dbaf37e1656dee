import type { TransferredEvent } from '@league/infra/eventstore';

/**
 * The league file (`npm run export` / `npm run import`, README "Moving a league"): JSON lines.
 *
 *   {"format":"league-site-export","version":1,"exportedAt":"…","withKeys":false}
 *   {"event":{"streamId":…,"streamVersion":…,"type":…,"data":…,"metadata":…,"recordedAt":…}}   in log order
 *   {"personKey":{"personId":"coach-…","key":"<base64>"}}                   only with --with-keys
 *   {"secret":{"name":"email-stream-ids","value":"<base64>"}}                only with --with-keys
 *   {"end":{"events":N,"personKeys":K,"secrets":S}}
 *
 * Personal data stays sealed as the log holds it (docs/personal-data.md); the keys that open it are in
 * the file only when asked for. The last line counts the others, so a file cut short is refused.
 */
export const LEAGUE_FILE_FORMAT = 'league-site-export';
export const LEAGUE_FILE_VERSION = 1;

export interface LeagueFileHeader {
  format: typeof LEAGUE_FILE_FORMAT;
  version: typeof LEAGUE_FILE_VERSION;
  exportedAt: string;
  withKeys: boolean;
}

export interface PersonKeyLine {
  personId: string;
  /** base64 */
  key: string;
}

export interface SecretLine {
  name: string;
  /** base64 */
  value: string;
}

export interface LeagueFileCounts {
  events: number;
  personKeys: number;
  secrets: number;
}

export type LeagueFileLine =
  | { event: TransferredEvent }
  | { personKey: PersonKeyLine }
  | { secret: SecretLine }
  | { end: LeagueFileCounts };

/** A file that is not a whole, well-formed league export; the message names the line. */
export class LeagueFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeagueFileError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RECORDED_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?Z$/;
const BASE64 = /^[\d+/a-z]*={0,2}$/i;

function parseJson(text: string, lineNumber: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LeagueFileError(
      `Line ${lineNumber} is not a whole JSON line: the file is cut short or damaged.`,
    );
  }
}

export function headerLine(withKeys: boolean, exportedAt = new Date()): LeagueFileHeader {
  return {
    format: LEAGUE_FILE_FORMAT,
    version: LEAGUE_FILE_VERSION,
    exportedAt: exportedAt.toISOString(),
    withKeys,
  };
}

/** The first line; anything else is not a league export. */
export function parseHeader(text: string | undefined): LeagueFileHeader {
  let value: unknown = null;
  try {
    value = text === undefined ? null : JSON.parse(text);
  } catch {
    // not JSON at all: answered below as not an export
  }
  if (!isObject(value) || value.format !== LEAGUE_FILE_FORMAT) {
    throw new LeagueFileError(
      `This is not a league export: its first line must be {"format":"${LEAGUE_FILE_FORMAT}",…} (made by npm run export).`,
    );
  }
  if (value.version !== LEAGUE_FILE_VERSION) {
    throw new LeagueFileError(
      `This league export is of version ${JSON.stringify(value.version)}; this site reads version ${LEAGUE_FILE_VERSION}.`,
    );
  }
  if (typeof value.withKeys !== 'boolean' || !isText(value.exportedAt)) {
    throw new LeagueFileError('Line 1 of this league export lacks withKeys or exportedAt.');
  }
  return value as unknown as LeagueFileHeader;
}

function checkEvent(value: unknown, lineNumber: number): TransferredEvent {
  const bad = (what: string) =>
    new LeagueFileError(`Line ${lineNumber}: the event's ${what} is missing or wrong.`);
  if (!isObject(value)) throw bad('body');
  if (!isText(value.streamId)) throw bad('streamId');
  if (!isCount(value.streamVersion)) throw bad('streamVersion');
  if (!isText(value.type)) throw bad('type');
  if (!('data' in value)) throw bad('data');
  if (
    !isObject(value.metadata) ||
    typeof value.metadata.eventId !== 'string' ||
    !UUID.test(value.metadata.eventId)
  )
    throw bad('metadata.eventId');
  if (typeof value.recordedAt !== 'string' || !RECORDED_AT.test(value.recordedAt)) throw bad('recordedAt');
  return value as unknown as TransferredEvent;
}

/** One line after the header, checked for its shape (line numbers count from 1, the header's). */
export function parseLine(text: string, lineNumber: number): LeagueFileLine {
  const value = parseJson(text, lineNumber);
  if (!isObject(value) || Object.keys(value).length !== 1) {
    throw new LeagueFileError(`Line ${lineNumber} is not an event, a key or the end of a league export.`);
  }
  if ('event' in value) return { event: checkEvent(value.event, lineNumber) };
  if ('personKey' in value) {
    const key = value.personKey;
    if (!isObject(key) || !isText(key.personId) || !isText(key.key) || !BASE64.test(key.key))
      throw new LeagueFileError(`Line ${lineNumber}: a person key needs personId and key (base64).`);
    return { personKey: { personId: key.personId, key: key.key } };
  }
  if ('secret' in value) {
    const secret = value.secret;
    if (!isObject(secret) || !isText(secret.name) || !isText(secret.value) || !BASE64.test(secret.value))
      throw new LeagueFileError(`Line ${lineNumber}: a secret needs name and value (base64).`);
    return { secret: { name: secret.name, value: secret.value } };
  }
  if ('end' in value) {
    const end = value.end;
    if (!isObject(end) || !isCount(end.events) || !isCount(end.personKeys) || !isCount(end.secrets))
      throw new LeagueFileError(
        `Line ${lineNumber}: the end line needs the counts of events, personKeys and secrets.`,
      );
    return { end: { events: end.events, personKeys: end.personKeys, secrets: end.secrets } };
  }
  throw new LeagueFileError(`Line ${lineNumber} is not an event, a key or the end of a league export.`);
}
