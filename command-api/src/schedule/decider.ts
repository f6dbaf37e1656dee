import {
  badRequest,
  calendarEventStream,
  conflict,
  gameFieldProblems,
  gameStream,
  notFound,
  SCHEDULE_CONFLICT_MESSAGE,
  TEAM_CLASH_MESSAGE,
  type CalendarEventEvent,
  type CalendarEventFields,
  type BracketSide,
  type GameEvent,
  type GameFields,
  type GameResult,
  type ScheduleItem,
} from '@league/contracts';
import { CONCURRENT_CHANGE_MESSAGE } from '@league/infra/http';
import type { Decider } from '../handling';
import { LEAGUE_NOT_FOUND_MESSAGE } from '../leagues/decider';
import { VENUE_NOT_FOUND_MESSAGE } from '../venues/decider';

export const GAME_NOT_FOUND_MESSAGE = 'Game not found.';
export const GAME_EXISTS_MESSAGE = 'A game with this id already exists.';
export const EVENT_NOT_FOUND_MESSAGE = 'Event not found.';
export const EVENT_EXISTS_MESSAGE = 'An event with this id already exists.';
export const NOTHING_SCHEDULED_MESSAGE = 'Nothing is scheduled with this id.';
export const TEAM_NOT_IN_LEAGUE_MESSAGE = (side: 'home' | 'visitor') =>
  `The ${side} team is not a team of this league.`;
export const COMPLETED_GAME_MESSAGE =
  'A game with a result keeps its teams, date and time: delete it and schedule it again.';
export const FEEDER_NOT_FOUND_MESSAGE = (side: BracketSide) =>
  `The game feeding the ${side} side does not exist.`;
export const FEEDER_KIND_MESSAGE = (side: BracketSide) =>
  `The game feeding the ${side} side must be a playoff game (not a championship game) of the same league.`;
export const FEEDER_SELF_MESSAGE = 'A game cannot be fed by its own winner.';
export const FEEDER_TAKEN_MESSAGE = (side: BracketSide) =>
  `The game feeding the ${side} side already feeds another game: its winner can play only one next game.`;
export const FEEDER_CYCLE_MESSAGE = (side: BracketSide) =>
  `The game feeding the ${side} side is fed by this game, directly or not: a bracket cannot go round in a circle.`;
export const COMPLETED_GAME_KIND_MESSAGE =
  'A game with a result keeps its league and its kind (regular, playoff or championship).';

/** Where an item sits: what a clash compares. */
export interface Slot {
  venueId: string;
  date: string;
  time: string;
}

/**
 * What the route found out about the other aggregates a schedule item names, for the item as it will
 * be (`about`): whether the league and venue exist, the league of each named team (null: no such team),
 * the other items at its slot, and the other games of its teams on its date.
 */
export interface ScheduleFacts {
  about: Slot & { leagueId: string | null; homeTeamId?: string | null; visitorTeamId?: string | null };
  leagueExists: boolean;
  venueExists: boolean;
  teamLeagues: Readonly<Record<string, string | null>>;
  clashes: readonly ScheduleItem[];
  /** the other games naming one of the game's teams on its date (none for an event) */
  teamGames: readonly ScheduleItem[];
  /** whether the item's league lets a team play two games on one date (never two at one time) */
  doubleHeaders: boolean;
  allowConflict: boolean;
  /** each game named as a feeder by the item as it will be: what the feed rules need (null: no such game) */
  feeders?: Readonly<Record<string, FeederFacts | null>>;
}

/** A game named as a feeder: its league and kind, the slots it already feeds, and every game upstream of it. */
export interface FeederFacts {
  leagueId: string;
  playoff: boolean;
  championship: boolean;
  removed: boolean;
  feeds: readonly { gameId: string; side: BracketSide }[];
  /** the feeder and every game feeding it, directly or not (a cycle when it holds the fed game) */
  upstream: readonly string[];
}

export type GameChanges = Partial<Omit<GameFields, 'gameId'>>;

export type GameCommand =
  | { type: 'ScheduleGame'; data: { game: GameFields; facts: ScheduleFacts } }
  | { type: 'UpdateGame'; data: { gameId: string; changes: GameChanges; facts: ScheduleFacts } }
  | { type: 'RemoveGame'; data: { gameId: string } };

/** A flagged bracket conflict of one side (see BracketConflictFlagged). */
export interface SideConflict {
  winnerTeamId: string;
  playedTeamId: string;
  fromGameId: string;
}

/**
 * Where the game stands in a bracket, per side: the feeder game whose winner filled the side by advance
 * (a tie of that game sends the side back to TBD), and the flagged conflict not resolved yet.
 */
export interface BracketState {
  advancedFrom: Partial<Record<BracketSide, string>>;
  conflicts: Partial<Record<BracketSide, SideConflict>>;
  /** the winner of a conflict the admin resolved by keeping the played result: not flagged again */
  kept: Partial<Record<BracketSide, string>>;
}

export type GameState =
  | { status: 'none' }
  | { status: 'active'; game: GameFields; result: GameResult | null; bracket: BracketState }
  | { status: 'removed' };

/** The game's fields with its feeds (events recorded before brackets have none: null). */
export const withFeeds = (game: GameFields): GameFields => ({
  ...game,
  homeFromGameId: game.homeFromGameId ?? null,
  visitorFromGameId: game.visitorFromGameId ?? null,
});

/** After an update: a side keeps its advance only with the same team and feeder, its conflict with the same feeder. */
function keptBracket(bracket: BracketState, before: GameFields, after: GameFields): BracketState {
  const next: BracketState = { advancedFrom: {}, conflicts: {}, kept: {} };
  for (const side of ['home', 'visitor'] as const) {
    const sameFeed = before[`${side}FromGameId`] === after[`${side}FromGameId`];
    const advanced = bracket.advancedFrom[side];
    if (advanced && sameFeed && before[`${side}TeamId`] === after[`${side}TeamId`])
      next.advancedFrom[side] = advanced;
    const conflict = bracket.conflicts[side];
    if (conflict && sameFeed) next.conflicts[side] = conflict;
    const kept = bracket.kept[side];
    if (kept && sameFeed) next.kept[side] = kept;
  }
  return next;
}

/** The game an update makes: its fields with the changes (absent fields stay). */
export function mergeGame(game: GameFields, changes: GameChanges): GameFields {
  const merged = { ...game };
  for (const [key, value] of Object.entries(changes) as [keyof GameChanges, never][])
    if (value !== undefined) merged[key] = value;
  return merged;
}

function checkFacts(facts: ScheduleFacts, about: ScheduleFacts['about']) {
  const same = (Object.keys(about) as (keyof typeof about)[]).every((key) => facts.about[key] === about[key]);
  // the facts were gathered for another version of the item: someone changed it in between
  if (!same) throw conflict(CONCURRENT_CHANGE_MESSAGE);
  if (!facts.leagueExists && about.leagueId !== null) throw notFound(LEAGUE_NOT_FOUND_MESSAGE);
  if (!facts.venueExists) throw notFound(VENUE_NOT_FOUND_MESSAGE);
}

/** Only an item that moves to another venue, date or time can make a new clash. */
const movedSlot = (before: Slot, after: Slot) =>
  before.venueId !== after.venueId || before.date !== after.date || before.time !== after.time;

const teamsOf = (game: Pick<GameFields, 'homeTeamId' | 'visitorTeamId'>) =>
  [game.homeTeamId, game.visitorTeamId].filter((teamId) => teamId !== null);

/**
 * The teams a game books anew (`before`: the game as it was, null for a new one): every team when the
 * game is new or changes its date (or its time, where double-headers are allowed), else the teams it did
 * not name before, so that a clash saved anyway is not raised again by an unrelated edit.
 */
function rebookedTeams(game: GameFields, before: GameFields | null, doubleHeaders: boolean) {
  const teams = teamsOf(game);
  if (!before || before.date !== game.date || (doubleHeaders && before.time !== game.time)) return teams;
  return teams.filter((teamId) => teamId !== before.homeTeamId && teamId !== before.visitorTeamId);
}

const names = (item: ScheduleItem, teamId: string) =>
  item.homeTeamId === teamId || item.visitorTeamId === teamId;

/**
 * A team booked twice (docs/api.md, Games): the other games of the teams the game books anew on its
 * date, or only at its time where the league allows double-headers. Answers those games and the names of
 * the teams booked twice.
 */
function teamClashes(game: GameFields, before: GameFields | null, facts: ScheduleFacts) {
  const teams = rebookedTeams(game, before, facts.doubleHeaders);
  const games = facts.teamGames.filter(
    (item) =>
      item._id !== game.gameId &&
      item.kind === 'game' &&
      item.isoDate === game.date &&
      (!facts.doubleHeaders || item.time === game.time) &&
      teams.some((teamId) => names(item, teamId)),
  );
  const teamNames = teams.flatMap((teamId) => {
    const other = games.find((item) => names(item, teamId));
    if (!other) return [];
    return [(other.homeTeamId === teamId ? other.homeTeamName : other.visitorTeamName) ?? teamId];
  });
  return { games, teamNames };
}

/**
 * The 409 of a clash (unless allowed): the items at the same date, time and venue, and the games that
 * book one of its teams twice, each listed once in `conflicts`, the message saying which rule it breaks.
 */
function checkClash(
  facts: ScheduleFacts,
  slotChanged: boolean,
  team: { games: readonly ScheduleItem[]; teamNames: readonly string[] } = { games: [], teamNames: [] },
) {
  if (facts.allowConflict) return;
  const atSlot = slotChanged ? facts.clashes : [];
  if (atSlot.length === 0 && team.games.length === 0) return;
  const message = [
    ...(atSlot.length > 0 ? [SCHEDULE_CONFLICT_MESSAGE] : []),
    ...(team.games.length > 0 ? [TEAM_CLASH_MESSAGE(team.teamNames, facts.doubleHeaders)] : []),
  ].join(' ');
  const conflicts = [...atSlot, ...team.games.filter((item) => !atSlot.some((at) => at._id === item._id))];
  throw conflict(message, { conflicts });
}

/**
 * The feeds a game newly names (`before`: the game as it was, null for a new one): an existing playoff
 * game of the same league, not the game itself, feeding no other slot, not fed by this game (no cycle).
 */
function checkFeeds(game: GameFields, before: GameFields | null, facts: ScheduleFacts) {
  for (const side of ['home', 'visitor'] as const) {
    const feederId = game[`${side}FromGameId`] ?? null;
    if (feederId === null || feederId === (before?.[`${side}FromGameId`] ?? null)) continue;
    if (feederId === game.gameId) throw badRequest(FEEDER_SELF_MESSAGE);
    const feeder = facts.feeders?.[feederId] ?? null;
    if (feeder === null || feeder.removed) throw badRequest(FEEDER_NOT_FOUND_MESSAGE(side));
    if (!feeder.playoff || feeder.championship || feeder.leagueId !== game.leagueId)
      throw badRequest(FEEDER_KIND_MESSAGE(side));
    if (feeder.feeds.some((feed) => feed.gameId !== game.gameId)) throw conflict(FEEDER_TAKEN_MESSAGE(side));
    if (feeder.upstream.includes(game.gameId)) throw conflict(FEEDER_CYCLE_MESSAGE(side));
  }
}

/**
 * The rules of a game as it will be (`before`: as it was, null for a new one): fields that go together,
 * teams of its league, no clash at its slot, no team booked twice.
 */
function checkGame(game: GameFields, facts: ScheduleFacts, before: GameFields | null) {
  const problems = gameFieldProblems(game);
  if (problems.length > 0) throw badRequest([...new Set(problems.map((p) => p.message))].join(' '));
  checkFacts(facts, {
    venueId: game.venueId,
    date: game.date,
    time: game.time,
    leagueId: game.leagueId,
    homeTeamId: game.homeTeamId,
    visitorTeamId: game.visitorTeamId,
  });
  for (const side of ['home', 'visitor'] as const) {
    const teamId = game[`${side}TeamId`];
    if (teamId !== null && facts.teamLeagues[teamId] !== game.leagueId)
      throw badRequest(TEAM_NOT_IN_LEAGUE_MESSAGE(side));
  }
  checkFeeds(game, before, facts);
  checkClash(facts, before === null || movedSlot(before, game), teamClashes(game, before, facts));
}

export const gameDecider: Decider<GameState, GameCommand, GameEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'GameScheduled':
        return {
          status: 'active',
          game: withFeeds(event.data),
          result: null,
          bracket: { advancedFrom: {}, conflicts: {}, kept: {} },
        };
      case 'GameUpdated': {
        if (state.status !== 'active') return state;
        const game = withFeeds(event.data);
        return { ...state, game, bracket: keptBracket(state.bracket, state.game, game) };
      }
      case 'GameSlotFilled': {
        if (state.status !== 'active') return state;
        const { side, teamId, seed, source, fromGameId } = event.data;
        const game = { ...state.game, [`${side}TeamId`]: teamId };
        if (seed !== undefined) game[`${side}TeamSeed`] = seed;
        const advancedFrom = { ...state.bracket.advancedFrom };
        if (source === 'advance' && teamId !== null && fromGameId !== null) advancedFrom[side] = fromGameId;
        else delete advancedFrom[side];
        return { ...state, game, bracket: { ...state.bracket, advancedFrom } };
      }
      case 'BracketConflictFlagged': {
        if (state.status !== 'active') return state;
        const { side, winnerTeamId, playedTeamId, fromGameId } = event.data;
        const conflicts = { ...state.bracket.conflicts, [side]: { winnerTeamId, playedTeamId, fromGameId } };
        return { ...state, bracket: { ...state.bracket, conflicts } };
      }
      case 'BracketConflictResolved': {
        if (state.status !== 'active') return state;
        const { side, resolution } = event.data;
        const conflicts = { ...state.bracket.conflicts };
        const kept = { ...state.bracket.kept };
        const winner = conflicts[side]?.winnerTeamId;
        if (resolution === 'kept' && winner) kept[side] = winner;
        delete conflicts[side];
        return { ...state, bracket: { ...state.bracket, conflicts, kept } };
      }
      case 'GameRemoved':
        return { status: 'removed' };
      case 'GameResultRecorded':
      case 'GameResultCorrected':
        return state.status === 'active' ? { ...state, result: event.data } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'ScheduleGame') {
      if (state.status !== 'none') throw conflict(GAME_EXISTS_MESSAGE);
      const game = withFeeds(command.data.game);
      checkGame(game, command.data.facts, null);
      return [{ type: 'GameScheduled', data: game }];
    }
    if (state.status !== 'active') throw notFound(GAME_NOT_FOUND_MESSAGE);
    if (command.type === 'RemoveGame') return [{ type: 'GameRemoved', data: { gameId: state.game.gameId } }];
    const { game, result } = state;
    const next = mergeGame(game, command.data.changes);
    if (result) {
      const keys = ['homeTeamId', 'visitorTeamId', 'date', 'time'] as const;
      if (keys.some((key) => next[key] !== game[key])) throw conflict(COMPLETED_GAME_MESSAGE);
      const kindKeys = ['leagueId', 'playoff', 'championship'] as const;
      if (kindKeys.some((key) => next[key] !== game[key])) throw conflict(COMPLETED_GAME_KIND_MESSAGE);
    }
    const changed = (Object.keys(next) as (keyof GameFields)[]).some((key) => next[key] !== game[key]);
    if (!changed) return [];
    checkGame(next, command.data.facts, game);
    return [{ type: 'GameUpdated', data: next }];
  },
};

export type CalendarEventChanges = Partial<Omit<CalendarEventFields, 'eventId'>>;

export type CalendarEventCommand =
  | { type: 'ScheduleEvent'; data: { event: CalendarEventFields; facts: ScheduleFacts } }
  | {
      type: 'UpdateEvent';
      data: { eventId: string; changes: CalendarEventChanges; facts: ScheduleFacts };
    }
  | { type: 'RemoveEvent'; data: { eventId: string } };

export type CalendarEventState =
  { status: 'none' } | { status: 'active'; event: CalendarEventFields } | { status: 'removed' };

export function mergeEvent(event: CalendarEventFields, changes: CalendarEventChanges): CalendarEventFields {
  const merged = { ...event };
  for (const [key, value] of Object.entries(changes) as [keyof CalendarEventChanges, never][])
    if (value !== undefined) merged[key] = value;
  return merged;
}

function checkEvent(event: CalendarEventFields, facts: ScheduleFacts, slotChanged = true) {
  checkFacts(facts, { venueId: event.venueId, date: event.date, time: event.time, leagueId: event.leagueId });
  checkClash(facts, slotChanged);
}

export const calendarEventDecider: Decider<CalendarEventState, CalendarEventCommand, CalendarEventEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CalendarEventScheduled':
        return { status: 'active', event: event.data };
      case 'CalendarEventUpdated':
        return state.status === 'active' ? { status: 'active', event: event.data } : state;
      case 'CalendarEventRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'ScheduleEvent') {
      if (state.status !== 'none') throw conflict(EVENT_EXISTS_MESSAGE);
      checkEvent(command.data.event, command.data.facts);
      return [{ type: 'CalendarEventScheduled', data: command.data.event }];
    }
    if (state.status !== 'active') throw notFound(EVENT_NOT_FOUND_MESSAGE);
    if (command.type === 'RemoveEvent')
      return [{ type: 'CalendarEventRemoved', data: { eventId: state.event.eventId } }];
    const next = mergeEvent(state.event, command.data.changes);
    const changed = (Object.keys(next) as (keyof CalendarEventFields)[]).some(
      (key) => next[key] !== state.event[key],
    );
    if (!changed) return [];
    checkEvent(next, command.data.facts, movedSlot(state.event, next));
    return [{ type: 'CalendarEventUpdated', data: next }];
  },
};

export { gameStream, calendarEventStream };
