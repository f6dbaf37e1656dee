import {
  conflict,
  DEFAULT_PERIOD_MINUTES,
  leagueStream,
  notFound,
  type LeagueEvent,
  type LeagueFields,
} from '@league/contracts';
import { aggregate, type Decider } from '../handling';

export const LEAGUE_NOT_FOUND_MESSAGE = 'League not found.';
export const LEAGUE_EXISTS_MESSAGE = 'A league with this id already exists.';

export type LeagueCommand =
  | { type: 'CreateLeague'; data: LeagueFields }
  | {
      type: 'UpdateLeague';
      data: { leagueId: string } & Partial<Omit<LeagueFields, 'leagueId'>>;
    }
  | { type: 'ToggleLeague'; data: { leagueId: string } }
  /** to previous, once: a season the next one replaces (nothing when it is previous already) */
  | { type: 'ArchiveLeague'; data: { leagueId: string } };

/**
 * A league as the commands see it: its settings always there (no double-headers and periods of 20
 * minutes for leagues recorded before them).
 */
export type LeagueSettings = LeagueFields & { allowDoubleHeaders: boolean; periodMinutes: number };

export type LeagueState =
  { status: 'none' } | { status: 'active'; league: LeagueSettings; isCurrent: boolean };

const settled = (league: LeagueFields): LeagueSettings => ({
  ...league,
  allowDoubleHeaders: league.allowDoubleHeaders ?? false,
  periodMinutes: league.periodMinutes ?? DEFAULT_PERIOD_MINUTES,
});

export const leagueDecider: Decider<LeagueState, LeagueCommand, LeagueEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'LeagueCreated':
        return { status: 'active', league: settled(event.data), isCurrent: true };
      case 'LeagueUpdated':
        return state.status === 'active' ? { ...state, league: settled(event.data) } : state;
      case 'LeagueArchiveToggled':
        return state.status === 'active' ? { ...state, isCurrent: event.data.isCurrent } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateLeague':
        if (state.status !== 'none') throw conflict(LEAGUE_EXISTS_MESSAGE);
        return [{ type: 'LeagueCreated', data: command.data }];
      case 'UpdateLeague': {
        if (state.status !== 'active') throw notFound(LEAGUE_NOT_FOUND_MESSAGE);
        const { league } = state;
        const next: LeagueSettings = {
          leagueId: league.leagueId,
          leagueName: command.data.leagueName ?? league.leagueName,
          divisionName:
            command.data.divisionName === undefined ? league.divisionName : command.data.divisionName,
          session: command.data.session ?? league.session,
          year: command.data.year ?? league.year,
          allowDoubleHeaders: command.data.allowDoubleHeaders ?? league.allowDoubleHeaders,
          periodMinutes: command.data.periodMinutes ?? league.periodMinutes,
        };
        const same = (Object.keys(next) as (keyof LeagueSettings)[]).every(
          (key) => next[key] === league[key],
        );
        return same ? [] : [{ type: 'LeagueUpdated', data: next }];
      }
      case 'ToggleLeague':
        if (state.status !== 'active') throw notFound(LEAGUE_NOT_FOUND_MESSAGE);
        return [
          {
            type: 'LeagueArchiveToggled',
            data: { leagueId: state.league.leagueId, isCurrent: !state.isCurrent },
          },
        ];
      case 'ArchiveLeague':
        if (state.status !== 'active') throw notFound(LEAGUE_NOT_FOUND_MESSAGE);
        if (!state.isCurrent) return [];
        return [
          { type: 'LeagueArchiveToggled', data: { leagueId: state.league.leagueId, isCurrent: false } },
        ];
    }
  },
};

export { leagueStream };

/** The league aggregate: its decider on the stream of one league. */
export const leagueAggregate = aggregate(leagueDecider, leagueStream);
