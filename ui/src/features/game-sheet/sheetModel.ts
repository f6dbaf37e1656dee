import type {
  GameSheetAnswer,
  SheetGoalRequest,
  SheetLineupRequest,
  SheetPenaltyRequest,
  SheetShootoutRequest,
  SheetShotsRequest,
  SheetFinalRequest,
} from '@league/contracts';

/**
 * The game sheet as the scorekeeper sees it: what the server has recorded, with the writes of the outbox
 * laid over it (docs/pages.md, "Offline scorekeeping"): an entry still waiting to sync counts in the score
 * and the list, marked; an undo waiting hides its entry; a refusal is shown apart, never counted.
 */

export type Side = 'home' | 'visitor';
export const SIDES: readonly Side[] = ['visitor', 'home'];
export type EntryKind = 'goals' | 'penalties' | 'shootout';

/** A write of the sheet, as the outbox keeps it (its method, address and body). */
export interface SheetWriteItem {
  id: string;
  method: string;
  url: string;
  body?: unknown;
  state: 'waiting' | 'sending' | 'refused' | 'conflict' | 'sent';
  message?: string;
  createdAt?: number;
}

export type SheetWrite =
  | { type: 'goal'; body: SheetGoalRequest }
  | { type: 'penalty'; body: SheetPenaltyRequest }
  | { type: 'shootout'; body: SheetShootoutRequest }
  | { type: 'shots'; body: SheetShotsRequest }
  | { type: 'lineup'; side: Side; body: SheetLineupRequest }
  | { type: 'remove'; kind: EntryKind; entryId: string }
  | { type: 'final'; body: SheetFinalRequest }
  | { type: 'other' };

/** The addresses of the sheet's writes (docs/api.md, "Game sheet"). */
export const sheetUrls = (gameId: string) => {
  const base = `/api/admin/game/${encodeURIComponent(gameId)}/sheet`;
  return {
    sheet: base,
    goals: `${base}/goals`,
    penalties: `${base}/penalties`,
    shootout: `${base}/shootout`,
    shots: `${base}/shots`,
    final: `${base}/final`,
    lineup: (side: Side) => `${base}/lineup/${side}`,
    remove: (kind: EntryKind, entryId: string) => `${base}/${kind}/${encodeURIComponent(entryId)}`,
  };
};

/** What a queued write is, from its method and address. */
export function sheetWrite(item: Pick<SheetWriteItem, 'method' | 'url' | 'body'>): SheetWrite {
  const match = /\/sheet\/([^/]+)(?:\/([^/]+))?$/.exec(item.url);
  if (!match) return { type: 'other' };
  const [, first, second] = match;
  if (
    item.method === 'DELETE' &&
    second &&
    (first === 'goals' || first === 'penalties' || first === 'shootout')
  )
    return { type: 'remove', kind: first, entryId: decodeURIComponent(second) };
  if (item.method === 'PUT' && first === 'lineup' && (second === 'home' || second === 'visitor'))
    return { type: 'lineup', side: second, body: item.body as SheetLineupRequest };
  if (item.method !== 'POST' || second) return { type: 'other' };
  switch (first) {
    case 'goals':
      return { type: 'goal', body: item.body as SheetGoalRequest };
    case 'penalties':
      return { type: 'penalty', body: item.body as SheetPenaltyRequest };
    case 'shootout':
      return { type: 'shootout', body: item.body as SheetShootoutRequest };
    case 'shots':
      return { type: 'shots', body: item.body as SheetShotsRequest };
    case 'final':
      return { type: 'final', body: item.body as SheetFinalRequest };
    default:
      return { type: 'other' };
  }
}

/** 'waiting to sync' (waiting or sending), or recorded by the server. */
export type EntrySync = 'recorded' | 'waiting';

export type SheetEntry =
  | {
      kind: 'goals';
      id: string;
      side: Side;
      period: number;
      time: string;
      scorer: string;
      assists: string[];
      strength: string;
      sync: EntrySync;
      order: number;
    }
  | {
      kind: 'penalties';
      id: string;
      side: Side;
      period: number;
      time: string;
      rosterPlayerId: string;
      infraction: string;
      minutes: number;
      severity: string | null;
      sync: EntrySync;
      order: number;
    }
  | {
      kind: 'shootout';
      id: string;
      side: Side;
      round: number;
      rosterPlayerId: string;
      scored: boolean;
      sync: EntrySync;
      order: number;
    };

export interface LineupView {
  rosterPlayerIds: string[];
  goalieRosterPlayerId: string | null;
  sync: EntrySync;
}

export interface SheetView {
  /** goals, penalties and shootout attempts, newest first (by period and time; a shootout after all) */
  entries: SheetEntry[];
  score: Record<Side, number>;
  /** shootout goals per side */
  shootoutGoals: Record<Side, number>;
  lineups: Record<Side, LineupView | null>;
  /** shots per side and period (1–4), the waiting value over the recorded one */
  shots: Record<Side, Record<number, { shots: number; sync: EntrySync }>>;
  /** the writes the server refused, with its message, until dismissed */
  refused: (SheetWriteItem & { write: SheetWrite })[];
  /** a final waits to sync */
  finalWaiting: boolean;
  /** how many writes wait to sync */
  waitingCount: number;
}

const pending = (item: SheetWriteItem) =>
  item.state === 'waiting' || item.state === 'sending' || item.state === 'sent';
const syncOf = (item: SheetWriteItem): EntrySync => (item.state === 'sent' ? 'recorded' : 'waiting');

/** An entry's place on the sheet: by period and time; shootout attempts after every goal, by round. */
function sortKey(entry: SheetEntry): [number, string, number] {
  return entry.kind === 'shootout'
    ? [5, String(entry.round).padStart(2, '0'), entry.order]
    : [entry.period, entry.time, entry.order];
}

/** Newest first: the latest period and time at the top; entries at the same moment, the last made first. */
export function newestFirst(a: SheetEntry, b: SheetEntry): number {
  const [pa, ta, oa] = sortKey(a);
  const [pb, tb, ob] = sortKey(b);
  return pb - pa || (tb < ta ? -1 : tb > ta ? 1 : 0) || ob - oa;
}

/**
 * The sheet with the outbox's writes over it, in the outbox's order (`items`: waiting, sending, refused,
 * conflict, and `sent` ones the sheet read may not show yet).
 */
export function sheetView(sheet: GameSheetAnswer, items: readonly SheetWriteItem[]): SheetView {
  let order = 0;
  const entries = new Map<string, SheetEntry>();
  for (const goal of sheet.goals)
    entries.set(goal.id, { kind: 'goals', ...goal, sync: 'recorded', order: order++ });
  for (const penalty of sheet.penalties)
    entries.set(penalty.id, { kind: 'penalties', ...penalty, sync: 'recorded', order: order++ });
  for (const attempt of sheet.shootout)
    entries.set(attempt.id, { kind: 'shootout', ...attempt, sync: 'recorded', order: order++ });

  const lineups: Record<Side, LineupView | null> = { home: null, visitor: null };
  for (const side of SIDES) {
    const lineup = sheet[side].lineup;
    if (lineup)
      lineups[side] = {
        rosterPlayerIds: lineup.players.map((player) => player.rosterPlayerId),
        goalieRosterPlayerId: lineup.goalieRosterPlayerId,
        sync: 'recorded',
      };
  }
  const shots: SheetView['shots'] = { home: {}, visitor: {} };
  for (const line of sheet.shots) shots[line.side][line.period] = { shots: line.shots, sync: 'recorded' };

  const refused: SheetView['refused'] = [];
  let finalWaiting = false;
  let waitingCount = 0;
  for (const item of items) {
    const write = sheetWrite(item);
    if (item.state === 'refused' || item.state === 'conflict') {
      refused.push({ ...item, write });
      continue;
    }
    if (!pending(item)) continue;
    if (item.state !== 'sent') waitingCount += 1;
    const sync = syncOf(item);
    switch (write.type) {
      case 'goal': {
        const { body } = write;
        if (!entries.has(body.id) || sync === 'waiting')
          entries.set(body.id, {
            kind: 'goals',
            id: body.id,
            side: body.side,
            period: body.period,
            time: body.time,
            scorer: body.scorer,
            assists: body.assists ?? [],
            strength: body.strength ?? 'EV',
            sync: entries.get(body.id)?.sync === 'recorded' ? 'recorded' : sync,
            order: order++,
          });
        break;
      }
      case 'penalty': {
        const { body } = write;
        if (!entries.has(body.id) || sync === 'waiting')
          entries.set(body.id, {
            kind: 'penalties',
            id: body.id,
            side: body.side,
            period: body.period,
            time: body.time,
            rosterPlayerId: body.rosterPlayerId,
            infraction: body.infraction,
            minutes: body.minutes,
            severity: body.severity ?? null,
            sync: entries.get(body.id)?.sync === 'recorded' ? 'recorded' : sync,
            order: order++,
          });
        break;
      }
      case 'shootout': {
        const { body } = write;
        if (!entries.has(body.id) || sync === 'waiting')
          entries.set(body.id, {
            kind: 'shootout',
            ...body,
            sync: entries.get(body.id)?.sync === 'recorded' ? 'recorded' : sync,
            order: order++,
          });
        break;
      }
      case 'remove':
        entries.delete(write.entryId);
        break;
      case 'lineup':
        lineups[write.side] = {
          rosterPlayerIds: write.body.rosterPlayerIds,
          goalieRosterPlayerId: write.body.goalieRosterPlayerId,
          sync,
        };
        break;
      case 'shots':
        shots[write.body.side][write.body.period] = { shots: write.body.shots, sync };
        break;
      case 'final':
        if (sync === 'waiting') finalWaiting = true;
        break;
      default:
        break;
    }
  }

  const list = [...entries.values()].sort(newestFirst);
  const score = { home: 0, visitor: 0 };
  const shootoutGoals = { home: 0, visitor: 0 };
  for (const entry of list) {
    if (entry.kind === 'goals') score[entry.side] += 1;
    if (entry.kind === 'shootout' && entry.scored) shootoutGoals[entry.side] += 1;
  }
  return { entries: list, score, shootoutGoals, lineups, shots, refused, finalWaiting, waitingCount };
}

/** The next shootout round of a side: one after its last attempt. */
export function nextShootoutRound(entries: readonly SheetEntry[], side: Side): number {
  const rounds = entries.filter((entry) => entry.kind === 'shootout' && entry.side === side);
  return rounds.reduce((last, entry) => Math.max(last, entry.kind === 'shootout' ? entry.round : 0), 0) + 1;
}

/** The status the sheet's entries call for (docs/api.md, "Game sheet", Final), the one FINAL offers first. */
export function suggestedStatus(view: Pick<SheetView, 'entries'>, kind: GameSheetAnswer['kind']) {
  if (kind !== 'regular') return 'FINAL' as const;
  if (view.entries.some((entry) => entry.kind === 'shootout')) return 'Shootout' as const;
  if (view.entries.some((entry) => entry.kind === 'goals' && entry.period === 4)) return 'Overtime' as const;
  return 'FINAL' as const;
}

export const ASSIST_IS_SCORER_MESSAGE = 'The scorer cannot also assist their own goal.';
export const NOT_IN_LINEUP_MESSAGE = (what: string, side: Side) => `${what} is not in the ${side} lineup.`;
export const LINEUP_FIRST_MESSAGE = (side: Side) => `Set the ${side} lineup first.`;

/** The sheet's own checks of a goal, made before it is queued (the server checks them again). */
export function goalProblem(
  lineup: LineupView | null,
  side: Side,
  goal: { scorer: string | null; assists: readonly string[] },
): string | null {
  if (!lineup) return LINEUP_FIRST_MESSAGE(side);
  if (!goal.scorer) return 'Tap the scorer.';
  if (!lineup.rosterPlayerIds.includes(goal.scorer)) return NOT_IN_LINEUP_MESSAGE('The scorer', side);
  if (goal.assists.includes(goal.scorer)) return ASSIST_IS_SCORER_MESSAGE;
  if (goal.assists.length > 2) return 'A goal can have at most two assists.';
  if (new Set(goal.assists).size !== goal.assists.length) return 'A player can assist a goal only once.';
  if (goal.assists.some((assist) => !lineup.rosterPlayerIds.includes(assist)))
    return NOT_IN_LINEUP_MESSAGE('An assist', side);
  return null;
}
