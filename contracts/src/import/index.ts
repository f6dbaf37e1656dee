import { z } from 'zod';

/**
 * Importing teams, players and rosters from a spreadsheet (docs/api.md, "Spreadsheet import"): the kinds,
 * their columns, the preview's rows and the messages of the route. Each row's field errors are the
 * messages of the one-at-a-time forms (the league contracts' schemas).
 */
export const IMPORT_KINDS = ['teams', 'players', 'rosters'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** A column of an import file: its key, the header a template names it with, and whether a file needs it. */
export interface ImportColumn {
  key: string;
  header: string;
  required: boolean;
}

const column = (header: string, required = true): ImportColumn => ({
  key: importHeaderKey(header),
  header,
  required,
});

/** The columns of each kind, in a template's order. */
export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  teams: [column('League'), column('Session'), column('Year'), column('Team'), column('Division', false)],
  players: [column('First Name'), column('Last Name'), column('Middle Initial', false)],
  rosters: [
    column('League'),
    column('Session'),
    column('Year'),
    column('Team'),
    column('First Name'),
    column('Last Name'),
    column('Middle Initial', false),
    column('Number'),
  ],
};

/** A header as a column key: without regard to case, spaces or underscores (`First_Name` = `first name`). */
export function importHeaderKey(header: string): string {
  return header.toLowerCase().replace(/[\s_]+/g, '');
}

/** What a row does: create a record, add to a roster, or nothing (already recorded). */
export const IMPORT_ACTIONS = [
  'create team',
  'create player',
  'add to roster',
  'create player and add to roster',
  'exists',
] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importRow = z.object({
  /** the row's line number in the file (the header is line 1) */
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  errors: z.array(z.string()),
  /** the team and player the row names, once known (a summary's links) */
  teamId: z.uuid().optional(),
  teamName: z.string().optional(),
  playerId: z.uuid().optional(),
});
export type ImportRow = z.infer<typeof importRow>;

/** The preview (and, with `?apply=1`, the outcome): every row, and how many errors in all. */
export const importAnswer = z.object({
  rows: z.array(importRow),
  errors: z.number().int(),
  /** with `?apply=1`: the position of the last event recorded (null when every row existed) */
  position: z.string().nullable().optional(),
});
export type ImportAnswer = z.infer<typeof importAnswer>;

export const importParams = z.object({ kind: z.string() });
export const importQuery = z.object({ apply: z.string().optional() });

/** Two megabytes: a season's rosters are well under it. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export const IMPORT_KIND_MESSAGE = 'Import teams, players or rosters.';
export const IMPORT_NOT_CSV_MESSAGE = 'Send the file as CSV (Content-Type: text/csv).';
export const IMPORT_TOO_LARGE_MESSAGE = 'The file is too large: import at most 2 MB at a time.';
export const IMPORT_EMPTY_MESSAGE = 'The file has no rows below its header.';
export const IMPORT_HAS_ERRORS_MESSAGE = 'Fix the rows with errors first: nothing was imported.';
export const IMPORT_COLUMNS_MESSAGE = (missing: readonly string[]) =>
  `The header needs the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`;
export const IMPORT_UNREADABLE_MESSAGE = (line: number) =>
  `The file cannot be read as CSV from line ${line}: check its quotes.`;
export const IMPORT_LEAGUE_NOT_FOUND_MESSAGE = 'No league has this name, session and year.';
export const IMPORT_TEAM_NOT_FOUND_MESSAGE = 'The league has no team with this name.';
export const IMPORT_SAME_AS_ROW_MESSAGE = (row: number) => `Row ${row} already names this.`;
export const IMPORT_PLAYER_AMBIGUOUS_MESSAGE = (name: string) =>
  `More than one player is named ${name}: add this one from the team's page.`;
