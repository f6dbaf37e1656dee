import {
  badRequest,
  calendarEventStream,
  conflict,
  gameFieldProblems,
  gameStream,
  notFound,
  SCHEDULE_CONFLICT_MESSAGE,
  type CalendarEventEvent,
  type CalendarEventFields,
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
 * and the other items at its slot.
 */
export interface ScheduleFacts {
  about: Slot & { leagueId: string | null; homeTeamId?: string | null; visitorTeamId?: string | null };
  leagueExists: boolean;
  venueExists: boolean;
  teamLeagues: Readonly<Record<string, string | null>>;
  clashes: readonly ScheduleItem[];
  allowConflict: boolean;
}

export type GameChanges = Partial<Omit<GameFields, 'gameId'>>;

export type GameCommand =
  | { type: 'ScheduleGame'; data: { game: GameFields; facts: ScheduleFacts } }
  | { type: 'UpdateGame'; data: { gameId: string; changes: GameChanges; facts: ScheduleFacts } }
  | { type: 'RemoveGame'; data: { gameId: string } };

export type GameState =
  | { status: 'none' }
  | { status: 'active'; game: GameFields; result: GameResult | null }
  | { status: 'removed' };

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

function checkClash(facts: ScheduleFacts) {
  if (facts.clashes.length > 0 && !facts.allowConflict)
    throw conflict(SCHEDULE_CONFLICT_MESSAGE, { conflicts: facts.clashes });
}

/** The rules of a game as it will be: fields that go together, teams of its league, no clash. */
function checkGame(game: GameFields, facts: ScheduleFacts, slotChanged = true) {
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
  if (slotChanged) checkClash(facts);
}

export const gameDecider: Decider<GameState, GameCommand, GameEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'GameScheduled':
        return { status: 'active', game: event.data, result: null };
      case 'GameUpdated':
        return state.status === 'active' ? { ...state, game: event.data } : state;
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
      checkGame(command.data.game, command.data.facts);
      return [{ type: 'GameScheduled', data: command.data.game }];
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
    checkGame(next, command.data.facts, movedSlot(game, next));
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
  if (slotChanged) checkClash(facts);
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
