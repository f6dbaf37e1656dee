import { calendarEventStream, gameStream, leagueStream, playerStream, teamStream } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { fold } from '../handling';
import { leagueDecider, type LeagueState } from '../leagues/decider';
import { playerDecider, type PlayerState } from '../players/decider';
import { teamDecider, type TeamState } from '../teams/decider';
import {
  gameDecider,
  calendarEventDecider,
  type GameState,
  type CalendarEventState,
} from '../schedule/decider';
import { venueDecider, type VenueState } from '../venues/decider';
import { venueStream } from '@league/contracts';

/** The current state of another aggregate, folded from its stream (always up to date, unlike a projection). */
export const loadLeague = async (store: EventStore, leagueId: string): Promise<LeagueState> =>
  fold(leagueDecider, await store.readStream(leagueStream(leagueId)));
export const loadTeam = async (store: EventStore, teamId: string): Promise<TeamState> =>
  fold(teamDecider, await store.readStream(teamStream(teamId)));
export const loadPlayer = async (store: EventStore, playerId: string): Promise<PlayerState> =>
  fold(playerDecider, await store.readStream(playerStream(playerId)));
export const loadVenue = async (store: EventStore, venueId: string): Promise<VenueState> =>
  fold(venueDecider, await store.readStream(venueStream(venueId)));
export const loadGame = async (store: EventStore, gameId: string): Promise<GameState> =>
  fold(gameDecider, await store.readStream(gameStream(gameId)));
export const loadCalendarEvent = async (store: EventStore, eventId: string): Promise<CalendarEventState> =>
  fold(calendarEventDecider, await store.readStream(calendarEventStream(eventId)));
