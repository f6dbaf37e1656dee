import { formatDate, formatTime, type GameChange } from '@league/contracts';

/** Something the game refers to, with today's name (`id` null: not known yet, such as a TBD team). */
export interface Named {
  id: string | null;
  name: string;
}

/** One player's line of a result, named for people: '#12 Jane Doe (Blades)'. */
export interface AuditLine {
  rosterPlayerId: string;
  player: string;
  goals: number;
  assists: number;
}

export interface AuditResult {
  status: string;
  visitorTotal: number;
  homeTotal: number;
  /** [p1, p2, p3, OT/SO]; null for playoff and championship games (totals only) */
  visitorPeriods: readonly number[] | null;
  homePeriods: readonly number[] | null;
  summary: string;
  /** the visitor's lines, then the home side's */
  lines: readonly AuditLine[];
}

/** The game as one version of its stream left it, as the audit trail compares it. */
export interface GameAuditState {
  league: Named;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (24 h) */
  time: string;
  venue: Named;
  visitor: Named;
  home: Named;
  visitorSeed: number;
  homeSeed: number;
  playoff: boolean;
  championship: boolean;
  result: AuditResult | null;
}

/** "Friday, Sept. 5, 2025": the site's date with its year, since a trail spans seasons. */
export function dateWithYear(isoDate: string): string {
  try {
    return `${formatDate(isoDate)}, ${isoDate.slice(0, 4)}`;
  } catch {
    return isoDate;
  }
}

const seed = (value: number) => (value === 0 ? null : String(value));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const periods = (values: readonly number[] | null) =>
  values === null ? null : values.map((goals, i) => `${i === 3 ? 'OT/SO' : `P${i + 1}`} ${goals}`).join(', ');
const statLine = (line: AuditLine) => `${line.goals} G, ${line.assists} A`;

interface Field {
  field: string;
  label: (state: GameAuditState) => string;
  /** what tells two versions apart (an id where names may repeat) */
  key: (state: GameAuditState) => unknown;
  show: (state: GameAuditState) => string | null;
}

const named = (field: 'league' | 'venue' | 'visitor' | 'home', label: string): Field => ({
  field,
  label: () => label,
  key: (state) => state[field].id,
  show: (state) => state[field].name,
});

const GAME_FIELDS: readonly Field[] = [
  named('league', 'League'),
  { field: 'date', label: () => 'Date', key: (s) => s.date, show: (s) => dateWithYear(s.date) },
  { field: 'time', label: () => 'Time', key: (s) => s.time, show: (s) => formatTime(s.time) },
  named('venue', 'Venue'),
  named('visitor', 'Visitor'),
  {
    field: 'visitorSeed',
    label: () => 'Visitor seed',
    key: (s) => s.visitorSeed,
    show: (s) => seed(s.visitorSeed),
  },
  named('home', 'Home'),
  { field: 'homeSeed', label: () => 'Home seed', key: (s) => s.homeSeed, show: (s) => seed(s.homeSeed) },
  { field: 'playoff', label: () => 'Playoff', key: (s) => s.playoff, show: (s) => yesNo(s.playoff) },
  {
    field: 'championship',
    label: () => 'Championship',
    key: (s) => s.championship,
    show: (s) => yesNo(s.championship),
  },
];

type ResultField = Omit<Field, 'key' | 'show'> & { show: (result: AuditResult) => string | null };

const RESULT_FIELDS: readonly ResultField[] = [
  { field: 'score', label: () => 'Score', show: (r) => `${r.visitorTotal} - ${r.homeTotal}` },
  { field: 'status', label: () => 'Status', show: (r) => r.status },
  {
    field: 'visitorPeriods',
    label: (s) => `${s.visitor.name} by period`,
    show: (r) => periods(r.visitorPeriods),
  },
  { field: 'homePeriods', label: (s) => `${s.home.name} by period`, show: (r) => periods(r.homePeriods) },
  { field: 'summary', label: () => 'Summary', show: (r) => r.summary || null },
];

/** Both sides of a change, or nothing when they show the same. */
function change(field: string, label: string, from: string | null, to: string | null): GameChange[] {
  return from === to ? [] : [{ field, label, from, to }];
}

/**
 * What a version changed, given the game before it (null: the version that scheduled it) and after it:
 * the schedule's fields (date, time, venue, teams, seeds, kind of game), then the result's (score as
 * "visitor - home", status, period scores, summary), then each player's line added, changed or taken
 * away. A first schedule lists what it set, leaving out what is blank (no seed, not a playoff game).
 */
export function gameChanges(before: GameAuditState | null, after: GameAuditState): GameChange[] {
  const changes: GameChange[] = [];
  for (const f of GAME_FIELDS) {
    if (before === null) {
      const shown = f.show(after);
      if (shown !== null && shown !== 'No')
        changes.push({ field: f.field, label: f.label(after), from: null, to: shown });
    } else if (f.key(before) !== f.key(after)) {
      changes.push({ field: f.field, label: f.label(after), from: f.show(before), to: f.show(after) });
    }
  }
  const was = before?.result ?? null;
  const is = after.result;
  if (was === null && is === null) return changes;
  for (const f of RESULT_FIELDS) {
    changes.push(...change(f.field, f.label(after), was && f.show(was), is && f.show(is)));
  }
  const oldLines = new Map((was?.lines ?? []).map((line) => [line.rosterPlayerId, line]));
  const newIds = new Set((is?.lines ?? []).map((line) => line.rosterPlayerId));
  for (const line of is?.lines ?? []) {
    const old = oldLines.get(line.rosterPlayerId);
    changes.push(...change('stats', line.player, old ? statLine(old) : null, statLine(line)));
  }
  for (const old of was?.lines ?? []) {
    if (!newIds.has(old.rosterPlayerId)) changes.push(...change('stats', old.player, statLine(old), null));
  }
  return changes;
}
