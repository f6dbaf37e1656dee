import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  LeagueFileError,
  parseHeader,
  parseLine,
  type LeagueFileCounts,
  type LeagueFileHeader,
  type LeagueFileLine,
} from './format';

export type LeagueFileItem = Exclude<LeagueFileLine, { end: LeagueFileCounts }>;

/**
 * The lines of a league file, read as a stream (one line in memory at a time) and held to the format:
 * the header first, then the events, then the keys (only in a file exported with them), then the end
 * line, whose counts must match. Throws LeagueFileError at the first line that does not fit.
 */
export async function* readLeagueFile(
  path: string,
): AsyncGenerator<{ header: LeagueFileHeader } | LeagueFileItem, LeagueFileCounts> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  const counts: LeagueFileCounts = { events: 0, personKeys: 0, secrets: 0 };
  let header: LeagueFileHeader | null = null;
  let end: LeagueFileCounts | null = null;
  let lineNumber = 0;
  for await (const text of lines) {
    lineNumber += 1;
    if (!header) {
      header = parseHeader(text);
      yield { header };
      continue;
    }
    if (end) throw new LeagueFileError(`Line ${lineNumber} follows the end line of the league export.`);
    const line = parseLine(text, lineNumber);
    if ('end' in line) {
      end = line.end;
      continue;
    }
    if ('event' in line) {
      if (counts.personKeys + counts.secrets > 0)
        throw new LeagueFileError(`Line ${lineNumber}: an event after the keys; events come first.`);
      counts.events += 1;
    } else if (!header.withKeys) {
      throw new LeagueFileError(`Line ${lineNumber}: a key in an export made without --with-keys.`);
    } else if ('personKey' in line) counts.personKeys += 1;
    else counts.secrets += 1;
    yield line;
  }
  if (!header) parseHeader(undefined); // an empty file: not an export
  if (!end) {
    throw new LeagueFileError(
      `The league export ends at line ${lineNumber} without its end line: the file is cut short.`,
    );
  }
  if (
    end.events !== counts.events ||
    end.personKeys !== counts.personKeys ||
    end.secrets !== counts.secrets
  ) {
    throw new LeagueFileError(
      `The league export's end line counts ${end.events} events, ${end.personKeys} person keys and ${end.secrets} secrets; ` +
        `the file holds ${counts.events}, ${counts.personKeys} and ${counts.secrets}.`,
    );
  }
  return counts;
}
