import { CALENDAR_EVENT_EVENT_TYPES, type CalendarEventEvent } from './calendar';
import { GAME_EVENT_TYPES, type GameEvent } from './games';
import { LEAGUE_EVENT_TYPES, type LeagueEvent } from './leagues';
import { PLAYER_EVENT_TYPES, type PlayerEvent } from './players';
import { TEAM_EVENT_TYPES, type TeamEvent } from './teams';

/**
 * The events of the league: leagues, teams and their rosters, players, games with their
 * results, and calendar events. Streams: `league-{leagueId}`, `team-{teamId}` (the roster lives on the
 * team's stream), `player-{playerId}`, `game-{gameId}`, `calendarEvent-{eventId}`.
 *
 * Updated events carry the whole entity as it is after the change, so a projection never needs an
 * earlier event to apply a later one. Dates are `YYYY-MM-DD`, times `HH:MM` (24 h), years numbers.
 */

export type LeaguePlayEvent = LeagueEvent | TeamEvent | PlayerEvent | GameEvent | CalendarEventEvent;
export const LEAGUE_PLAY_EVENT_TYPES = [
  ...LEAGUE_EVENT_TYPES,
  ...TEAM_EVENT_TYPES,
  ...PLAYER_EVENT_TYPES,
  ...GAME_EVENT_TYPES,
  ...CALENDAR_EVENT_EVENT_TYPES,
] as const;
