import { isDeepStrictEqual } from 'node:util';
import {
  ASSIST_BY_SCORER_MESSAGE,
  ASSIST_TWICE_MESSAGE,
  ASSISTS_COUNT_MESSAGE,
  badRequest,
  conflict,
  GOALIE_NOT_IN_LINEUP_MESSAGE,
  LINEUP_TWICE_MESSAGE,
  gameStream,
  NEEDS_WINNER_MESSAGE,
  notFound,
  PLAYOFF_NEEDS_WINNER_MESSAGE,
  sheetSeconds,
  type GameEvent,
  type GameFields,
  type GameResult,
  type GameSheetEvent,
  type GameSide,
  type SheetEntryKind,
  type SheetGoal,
  type SheetPenalty,
  type SheetPeriod,
  type SheetShootoutAttempt,
  type StatsLine,
} from '@league/contracts';
import { CONCURRENT_CHANGE_MESSAGE } from '@league/infra/http';
import { aggregate, ID_TAKEN_MESSAGE, type Decider } from '../handling';
import { kindOfGame, resultDecider, type SideRoster } from '../results/decider';
import { gameDecider, GAME_NOT_FOUND_MESSAGE, type GameState } from '../schedule/decider';

// The game sheet (docs/api.md, "Game sheet"): a game scored entry by entry at the rink, on the game's
// stream; its final records the game's result through the result decider, as the results page does.

export const TBD_SHEET_MESSAGE = 'A game with a TBD team has no sheet yet.';
export const NOT_ON_TEAM_ROSTER_MESSAGE = (side: GameSide) =>
  `The ${side} lineup names a player who is not on the ${side} team's roster.`;
export const LINEUP_KEEPS_PLAYERS_MESSAGE = (side: GameSide) =>
  `A player with a goal, an assist, a penalty or a shootout attempt on the sheet stays in the ${side} lineup: remove those entries first.`;
export const LINEUP_OF_OTHER_TEAM_MESSAGE = (side: GameSide) =>
  `The ${side} lineup names players of another team than the game's ${side} team now: set it again.`;
export const LINEUP_FIRST_MESSAGE = (side: GameSide) =>
  `Set the ${side} lineup first: the sheet's players are players of their side's lineup.`;
export const SCORER_NOT_IN_LINEUP_MESSAGE = (side: GameSide) => `The scorer is not in the ${side} lineup.`;
export const ASSIST_NOT_IN_LINEUP_MESSAGE = (side: GameSide) =>
  `An assist names a player who is not in the ${side} lineup.`;
export const PLAYER_NOT_IN_LINEUP_MESSAGE = (side: GameSide) => `The player is not in the ${side} lineup.`;
export const TIME_PAST_PERIOD_MESSAGE = (periodMinutes: number) =>
  `The time is past the end of the period (${periodMinutes}:00).`;
export const SHOOTOUT_STARTED_MESSAGE =
  'The shootout has started: no more goals in periods 1 to 4 (correct one after the final).';
export const ROUND_TAKEN_MESSAGE = (side: GameSide, round: number) =>
  `The ${side} side already has an attempt in round ${round} of the shootout.`;
export const ENTRY_NOT_FOUND_MESSAGE = (kind: SheetEntryKind) =>
  `No such ${ENTRY_NOUNS[kind]} on this game's sheet.`;
export const LINEUPS_BEFORE_FINAL_MESSAGE = 'Set both lineups before the final.';
export const KNOCKOUT_STATUS_MESSAGE =
  "A playoff or championship game's result is FINAL: its overtime and shootout count in its totals.";
export const OVERTIME_GOAL_MESSAGE = 'The sheet has an overtime goal (period 4): its result is Overtime.';
export const SHOOTOUT_ATTEMPTS_MESSAGE = 'The sheet has shootout attempts: its result is a Shootout.';
export const NO_OVERTIME_GOAL_MESSAGE = 'An Overtime result needs an overtime goal (period 4) on the sheet.';
export const NO_SHOOTOUT_MESSAGE = 'A Shootout result needs shootout attempts on the sheet.';
export const TIED_AFTER_REGULATION_MESSAGE = 'An Overtime result needs the score tied after three periods.';
export const TIED_AFTER_OVERTIME_MESSAGE = 'A Shootout result needs the score tied after overtime.';
export const SHOOTOUT_WINNER_MESSAGE =
  'A Shootout result needs a winner of the shootout: more shootout goals on one side.';

const ENTRY_NOUNS: Record<SheetEntryKind, string> = {
  goals: 'goal',
  penalties: 'penalty',
  shootout: 'shootout attempt',
};

export interface Lineup {
  rosterPlayerIds: readonly string[];
  goalieRosterPlayerId: string | null;
}
/** An entry of the sheet in the order recorded; a removed one stays, removed, so its id is not used again. */
type Entry<Fields> = Fields & { entryId: string; removed: boolean };

export interface SheetState {
  lineups: Partial<Record<GameSide, Lineup>>;
  goals: readonly Entry<SheetGoal>[];
  penalties: readonly Entry<SheetPenalty>[];
  shootout: readonly Entry<SheetShootoutAttempt>[];
  /** `${side}-${period}` → shots */
  shots: Readonly<Record<string, number>>;
  /** the status of the last final sent; null before the final */
  final: string | null;
}

export interface GameSheetState {
  game: GameState;
  sheet: SheetState;
}

/** What the route read for the command: the teams' rosters, the league's period length, today. */
export interface SheetFacts {
  /** every spot the roster of each of the game's teams ever had (null for a TBD side) */
  homeRoster: SideRoster | null;
  visitorRoster: SideRoster | null;
  /** the league's periodMinutes (overtime has the same length) */
  periodMinutes: number;
  /** today on the league's calendar (YYYY-MM-DD) */
  today: string;
}

export type SheetCommand = { facts: SheetFacts } & (
  | { type: 'SetLineup'; data: Lineup & { side: GameSide } }
  | { type: 'RecordGoal'; data: SheetGoal & { entryId: string } }
  | { type: 'RecordPenalty'; data: SheetPenalty & { entryId: string } }
  | { type: 'RecordShots'; data: { side: GameSide; period: SheetPeriod; shots: number } }
  | { type: 'RecordShootoutAttempt'; data: SheetShootoutAttempt & { entryId: string } }
  | { type: 'RemoveEntry'; data: { kind: SheetEntryKind; entryId: string } }
  | { type: 'Finalize'; data: { status: string; confirmFuture: boolean } }
);

const EMPTY_SHEET: SheetState = {
  lineups: {},
  goals: [],
  penalties: [],
  shootout: [],
  shots: {},
  final: null,
};

const active = <Fields>(entries: readonly Entry<Fields>[]) => entries.filter((entry) => !entry.removed);

function evolveSheet(sheet: SheetState, event: GameSheetEvent): SheetState {
  switch (event.type) {
    case 'GameSheetLineupSet': {
      const { side, rosterPlayerIds, goalieRosterPlayerId } = event.data;
      return { ...sheet, lineups: { ...sheet.lineups, [side]: { rosterPlayerIds, goalieRosterPlayerId } } };
    }
    case 'GameSheetGoalRecorded': {
      const { gameId: _, ...goal } = event.data;
      return { ...sheet, goals: [...sheet.goals, { ...goal, removed: false }] };
    }
    case 'GameSheetPenaltyRecorded': {
      const { gameId: _, ...penalty } = event.data;
      return { ...sheet, penalties: [...sheet.penalties, { ...penalty, removed: false }] };
    }
    case 'GameSheetShootoutAttemptRecorded': {
      const { gameId: _, ...attempt } = event.data;
      return { ...sheet, shootout: [...sheet.shootout, { ...attempt, removed: false }] };
    }
    case 'GameSheetEntryRemoved': {
      const { kind, entryId } = event.data;
      const entries = sheet[kind] as readonly Entry<object>[];
      return {
        ...sheet,
        [kind]: entries.map((entry) => (entry.entryId === entryId ? { ...entry, removed: true } : entry)),
      };
    }
    case 'GameSheetShotsRecorded': {
      const { side, period, shots } = event.data;
      return { ...sheet, shots: { ...sheet.shots, [`${side}-${period}`]: shots } };
    }
    case 'GameSheetFinalized':
      return { ...sheet, final: event.data.status };
  }
}

const isSheetEvent = (event: GameEvent): event is GameSheetEvent => event.type.startsWith('GameSheet');

/** Goals per period [p1, p2, p3, ot] of each side, the shootout's goals, and the side that won it (if any). */
function tally(sheet: SheetState) {
  const periods = { home: [0, 0, 0, 0], visitor: [0, 0, 0, 0] };
  for (const goal of active(sheet.goals)) periods[goal.side][goal.period - 1]! += 1;
  const attempts = active(sheet.shootout);
  const shootoutGoals = (side: GameSide) => attempts.filter((a) => a.side === side && a.scored).length;
  const sum = (values: readonly number[]) => values.reduce((total, goals) => total + goals, 0);
  const [home, visitor] = [sum(periods.home), sum(periods.visitor)];
  const [homeShootout, visitorShootout] = [shootoutGoals('home'), shootoutGoals('visitor')];
  const shootoutWinner: GameSide | null =
    attempts.length === 0 || home !== visitor || homeShootout === visitorShootout
      ? null
      : homeShootout > visitorShootout
        ? 'home'
        : 'visitor';
  return {
    periods,
    regulation: { home: sum(periods.home.slice(0, 3)), visitor: sum(periods.visitor.slice(0, 3)) },
    goals: { home, visitor },
    hasShootout: attempts.length > 0,
    shootoutWinner,
  };
}

/**
 * The status the sheet shows for a regular-season game: Shootout once it has shootout attempts,
 * Overtime with a goal in period 4, FINAL otherwise.
 */
export function sheetStatus(sheet: SheetState): string {
  if (active(sheet.shootout).length > 0) return 'Shootout';
  if (active(sheet.goals).some((goal) => goal.period === 4)) return 'Overtime';
  return 'FINAL';
}

/**
 * The result the sheet makes, as the results page would enter it: goals per period and totals (the
 * shootout's winner one goal more in OT/SO, as the results page counts it), each player's goals and assists
 * (players without either have no line), the summary kept from the result the game has. Playoff and
 * championship games record totals only, status FINAL.
 */
export function sheetResult(game: GameFields, sheet: SheetState, status: string, summary: string) {
  const kind = kindOfGame(game);
  const { periods, shootoutWinner } = tally(sheet);
  const withShootout = (side: GameSide) =>
    periods[side].map((goals, i) => (i === 3 && shootoutWinner === side ? goals + 1 : goals)) as [
      number,
      number,
      number,
      number,
    ];
  const [homePeriods, visitorPeriods] = [withShootout('home'), withShootout('visitor')];
  const lines = (side: GameSide): StatsLine[] => {
    const byPlayer = new Map<string, StatsLine>();
    const line = (rosterPlayerId: string) => {
      let found = byPlayer.get(rosterPlayerId);
      if (!found) byPlayer.set(rosterPlayerId, (found = { rosterPlayerId, goals: 0, assists: 0 }));
      return found;
    };
    for (const goal of active(sheet.goals).filter((g) => g.side === side)) {
      line(goal.scorer).goals += 1;
      for (const assist of goal.assists) line(assist).assists += 1;
    }
    return [...byPlayer.values()].sort((a, b) => a.rosterPlayerId.localeCompare(b.rosterPlayerId));
  };
  const total = (values: readonly number[]) => values.reduce((sum, goals) => sum + goals, 0);
  const knockout = kind !== 'regular';
  const result: GameResult<StatsLine> = {
    gameId: game.gameId,
    kind,
    status: knockout ? 'FINAL' : status,
    homePeriods: knockout ? null : homePeriods,
    visitorPeriods: knockout ? null : visitorPeriods,
    homeTotal: total(homePeriods),
    visitorTotal: total(visitorPeriods),
    summary,
    homeStats: lines('home'),
    visitorStats: lines('visitor'),
  };
  return result;
}

/** The final's status checked against the sheet (the rules of docs/api.md, "Game sheet"). */
function checkFinal(game: GameFields, sheet: SheetState, status: string) {
  const { regulation, goals, hasShootout, shootoutWinner } = tally(sheet);
  if (kindOfGame(game) !== 'regular') {
    if (status !== 'FINAL') throw conflict(KNOCKOUT_STATUS_MESSAGE);
    if (goals.home === goals.visitor && shootoutWinner === null) throw conflict(PLAYOFF_NEEDS_WINNER_MESSAGE);
    return;
  }
  const shown = sheetStatus(sheet);
  if (status !== shown) {
    if (shown === 'Shootout') throw conflict(SHOOTOUT_ATTEMPTS_MESSAGE);
    if (shown === 'Overtime') throw conflict(OVERTIME_GOAL_MESSAGE);
    throw conflict(status === 'Overtime' ? NO_OVERTIME_GOAL_MESSAGE : NO_SHOOTOUT_MESSAGE);
  }
  if (status === 'Overtime') {
    if (regulation.home !== regulation.visitor) throw conflict(TIED_AFTER_REGULATION_MESSAGE);
    if (goals.home === goals.visitor) throw conflict(NEEDS_WINNER_MESSAGE);
  }
  if (status === 'Shootout') {
    if (goals.home !== goals.visitor) throw conflict(TIED_AFTER_OVERTIME_MESSAGE);
    if (!hasShootout || shootoutWinner === null) throw conflict(SHOOTOUT_WINNER_MESSAGE);
  }
}

/** The result's events (recorded or corrected, none when the same) through the result decider. */
function recordResult(
  game: GameState & { status: 'active' },
  sheet: SheetState,
  facts: SheetFacts,
  status: string,
  confirmFuture: boolean,
): GameEvent[] {
  const result = sheetResult(game.game, sheet, status, game.result?.summary ?? '');
  return resultDecider.decide(
    {
      type: 'RecordResult',
      data: {
        result,
        homeRoster: facts.homeRoster,
        visitorRoster: facts.visitorRoster,
        today: facts.today,
        confirmFuture,
      },
    },
    game,
  );
}

/**
 * The side's lineup, which must be set, and of the side's team as the game has it now (a game's teams may
 * change until it has a result: a lineup set before names the other team's players).
 */
const lineupOf = (sheet: SheetState, side: GameSide, facts: SheetFacts): Lineup => {
  const lineup = sheet.lineups[side];
  if (!lineup) throw conflict(LINEUP_FIRST_MESSAGE(side));
  const spots = facts[`${side}Roster`]?.spots ?? [];
  if (lineup.rosterPlayerIds.some((id) => !spots.some((spot) => spot.rosterPlayerId === id)))
    throw conflict(LINEUP_OF_OTHER_TEAM_MESSAGE(side));
  return lineup;
};
const inLineup = (lineup: Lineup, rosterPlayerId: string) => lineup.rosterPlayerIds.includes(rosterPlayerId);

/** The players a side's entries name (scorers, assists, penalized players, shooters). */
function namedPlayers(sheet: SheetState, side: GameSide): Set<string> {
  const named = new Set<string>();
  for (const goal of active(sheet.goals).filter((g) => g.side === side))
    for (const id of [goal.scorer, ...goal.assists]) named.add(id);
  for (const entry of [...active(sheet.penalties), ...active(sheet.shootout)])
    if (entry.side === side) named.add(entry.rosterPlayerId);
  return named;
}

const SHEET_KINDS: readonly SheetEntryKind[] = ['goals', 'penalties', 'shootout'];

/**
 * Whether this entry was recorded under its id before (removed since or not): the same entry again is
 * no change (true); another one under a used id, of any kind, is a 409.
 */
function repeated(sheet: SheetState, kind: SheetEntryKind, entry: { entryId: string }): boolean {
  for (const other of SHEET_KINDS) {
    const found = (sheet[other] as readonly Entry<object>[]).find((e) => e.entryId === entry.entryId);
    if (!found) continue;
    const { removed: _, ...recorded } = found;
    if (other === kind && isDeepStrictEqual(recorded, entry)) return true;
    throw conflict(ID_TAKEN_MESSAGE);
  }
  return false;
}

function checkTime(time: string, facts: SheetFacts) {
  if (sheetSeconds(time) > facts.periodMinutes * 60)
    throw badRequest(TIME_PAST_PERIOD_MESSAGE(facts.periodMinutes));
}

/** The events of the command on the sheet as it is, before a correction of the result. */
function sheetEvents(command: SheetCommand, game: GameFields, sheet: SheetState): GameSheetEvent[] {
  const { gameId } = game;
  const { facts } = command;
  switch (command.type) {
    case 'SetLineup': {
      const { side, rosterPlayerIds, goalieRosterPlayerId } = command.data;
      if (new Set(rosterPlayerIds).size !== rosterPlayerIds.length) throw badRequest(LINEUP_TWICE_MESSAGE);
      if (goalieRosterPlayerId !== null && !rosterPlayerIds.includes(goalieRosterPlayerId))
        throw badRequest(GOALIE_NOT_IN_LINEUP_MESSAGE);
      const roster = facts[`${side}Roster`]!;
      if (rosterPlayerIds.some((id) => !roster.spots.some((spot) => spot.rosterPlayerId === id)))
        throw badRequest(NOT_ON_TEAM_ROSTER_MESSAGE(side));
      const before = sheet.lineups[side];
      const lineup = { rosterPlayerIds: [...rosterPlayerIds], goalieRosterPlayerId };
      if (before && isDeepStrictEqual({ ...before, rosterPlayerIds: [...before.rosterPlayerIds] }, lineup))
        return [];
      if ([...namedPlayers(sheet, side)].some((id) => !rosterPlayerIds.includes(id)))
        throw conflict(LINEUP_KEEPS_PLAYERS_MESSAGE(side));
      return [{ type: 'GameSheetLineupSet', data: { gameId, side, ...lineup } }];
    }
    case 'RecordGoal': {
      const goal = command.data;
      if (repeated(sheet, 'goals', goal)) return [];
      if (goal.assists.length > 2) throw badRequest(ASSISTS_COUNT_MESSAGE);
      if (goal.assists.includes(goal.scorer)) throw badRequest(ASSIST_BY_SCORER_MESSAGE);
      if (new Set(goal.assists).size !== goal.assists.length) throw badRequest(ASSIST_TWICE_MESSAGE);
      const lineup = lineupOf(sheet, goal.side, facts);
      if (!inLineup(lineup, goal.scorer)) throw badRequest(SCORER_NOT_IN_LINEUP_MESSAGE(goal.side));
      if (goal.assists.some((id) => !inLineup(lineup, id)))
        throw badRequest(ASSIST_NOT_IN_LINEUP_MESSAGE(goal.side));
      checkTime(goal.time, facts);
      if (sheet.final === null && active(sheet.shootout).length > 0) throw conflict(SHOOTOUT_STARTED_MESSAGE);
      return [{ type: 'GameSheetGoalRecorded', data: { gameId, ...goal } }];
    }
    case 'RecordPenalty': {
      const penalty = command.data;
      if (repeated(sheet, 'penalties', penalty)) return [];
      if (!inLineup(lineupOf(sheet, penalty.side, facts), penalty.rosterPlayerId))
        throw badRequest(PLAYER_NOT_IN_LINEUP_MESSAGE(penalty.side));
      checkTime(penalty.time, facts);
      return [{ type: 'GameSheetPenaltyRecorded', data: { gameId, ...penalty } }];
    }
    case 'RecordShootoutAttempt': {
      const attempt = command.data;
      if (repeated(sheet, 'shootout', attempt)) return [];
      if (!inLineup(lineupOf(sheet, attempt.side, facts), attempt.rosterPlayerId))
        throw badRequest(PLAYER_NOT_IN_LINEUP_MESSAGE(attempt.side));
      if (active(sheet.shootout).some((a) => a.side === attempt.side && a.round === attempt.round))
        throw conflict(ROUND_TAKEN_MESSAGE(attempt.side, attempt.round));
      return [{ type: 'GameSheetShootoutAttemptRecorded', data: { gameId, ...attempt } }];
    }
    case 'RecordShots': {
      const { side, period, shots } = command.data;
      if (sheet.shots[`${side}-${period}`] === shots) return [];
      return [{ type: 'GameSheetShotsRecorded', data: { gameId, side, period, shots } }];
    }
    case 'RemoveEntry': {
      const { kind, entryId } = command.data;
      const found = (sheet[kind] as readonly Entry<object>[]).find((entry) => entry.entryId === entryId);
      if (!found) throw notFound(ENTRY_NOT_FOUND_MESSAGE(kind));
      if (found.removed) return [];
      return [{ type: 'GameSheetEntryRemoved', data: { gameId, kind, entryId } }];
    }
    case 'Finalize': {
      const { status } = command.data;
      if (!sheet.lineups.home || !sheet.lineups.visitor) throw conflict(LINEUPS_BEFORE_FINAL_MESSAGE);
      for (const side of ['home', 'visitor'] as const) lineupOf(sheet, side, facts);
      checkFinal(game, sheet, status);
      return sheet.final === status ? [] : [{ type: 'GameSheetFinalized', data: { gameId, status } }];
    }
  }
}

/**
 * The game sheet's decider: entries of a game whose teams are known, each player one of their side's
 * lineup (set first, from the team's roster), each time within the league's period; an entry sent again
 * under its id is no change. The final checks the status against the sheet and records the result
 * through the result decider (so its rules hold: the game's kind, the date after today unless
 * confirmed); after it, every change of the sheet records the result again (a correction, with the
 * status the sheet then shows), and a final sent again checks and records it again.
 */
export const gameSheetDecider: Decider<GameSheetState, SheetCommand, GameEvent> = {
  initialState: () => ({ game: gameDecider.initialState(), sheet: EMPTY_SHEET }),

  evolve(state, event) {
    return isSheetEvent(event)
      ? { ...state, sheet: evolveSheet(state.sheet, event) }
      : { ...state, game: gameDecider.evolve(state.game, event) };
  },

  decide(command, state) {
    const { game } = state;
    if (game.status !== 'active') throw notFound(GAME_NOT_FOUND_MESSAGE);
    const fields = game.game;
    if (fields.homeTeamId === null || fields.visitorTeamId === null) throw conflict(TBD_SHEET_MESSAGE);
    const { facts } = command;
    if (
      facts.homeRoster?.teamId !== fields.homeTeamId ||
      facts.visitorRoster?.teamId !== fields.visitorTeamId
    )
      throw conflict(CONCURRENT_CHANGE_MESSAGE);

    const events = sheetEvents(command, fields, state.sheet);
    const sheet = events.reduce(evolveSheet, state.sheet);
    if (command.type === 'Finalize')
      return [
        ...events,
        ...recordResult(game, sheet, facts, command.data.status, command.data.confirmFuture),
      ];
    if (events.length === 0 || sheet.final === null) return events;
    // a correction: the result again, with the status the sheet now shows (confirmed for the date at the final)
    const status = sheetStatus(sheet);
    return [...events, ...recordResult(game, sheet, facts, status, true)];
  },
};

/** A game's sheet: its decider on the game's stream. */
export const gameSheetAggregate = aggregate(gameSheetDecider, gameStream);
