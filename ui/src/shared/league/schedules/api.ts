import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest } from '../../api/apiRequest';
import { rosterAndScheduleOf, scheduleEntryOf } from '../../api/answers';
import type {
  LeagueSchedule,
  LeagueScheduleAnswer,
  RosterAndScheduleAnswer,
  TeamByNameAnswer,
  VenueSchedule,
  VenueScheduleAnswer,
} from '@league/contracts';

const id = encodeURIComponent;

export interface TeamName {
  leagueName: string;
  session: string;
  year: string | number;
  teamName: string;
}

export const scheduleKeys = {
  all: ['league-schedules'] as const,
  league: (leagueId: string) => [...scheduleKeys.all, 'league', leagueId] as const,
  venue: (venueId: string) => [...scheduleKeys.all, 'venue', venueId] as const,
  teamByName: (team: TeamName) =>
    [
      ...scheduleKeys.all,
      'team-by-name',
      team.leagueName,
      team.session,
      String(team.year),
      team.teamName,
    ] as const,
  team: (teamId: string | null) => [...scheduleKeys.all, 'team', teamId ?? 'newest'] as const,
  oldTeam: (teamId: string) => [...scheduleKeys.all, 'old-team', teamId] as const,
};

/** The league's schedule, each item's `_id` as its itemId. */
const leagueScheduleOf = ({ allLeagueGamesArray, ...league }: LeagueScheduleAnswer): LeagueSchedule => ({
  ...league,
  allLeagueGamesArray: allLeagueGamesArray.map(scheduleEntryOf),
});

/** The venue's schedule, each item's `_id` as its itemId. */
export const venueScheduleOf = ({
  allVenueGamesAndEventsArray,
  ...venue
}: VenueScheduleAnswer): VenueSchedule => ({
  ...venue,
  allVenueGamesAndEventsArray: allVenueGamesAndEventsArray.map(scheduleEntryOf),
});

export const leagueScheduleQuery = (leagueId: string) =>
  queryOptions({
    queryKey: scheduleKeys.league(leagueId),
    queryFn: ({ signal }) =>
      apiRequest<LeagueScheduleAnswer>(`/api/league/schedule/${id(leagueId)}`, { signal }),
    select: leagueScheduleOf,
  });

export const venueScheduleQuery = (venueId: string) =>
  queryOptions({
    queryKey: scheduleKeys.venue(venueId),
    queryFn: ({ signal }) =>
      apiRequest<VenueScheduleAnswer>(`/api/league/${id(venueId)}/schedule`, { signal }),
    select: venueScheduleOf,
  });

/** The team-schedule route names a team by league, session, year and name; the API finds its id. */
export const teamByNameQuery = (team: TeamName) =>
  queryOptions({
    queryKey: scheduleKeys.teamByName(team),
    queryFn: ({ signal }) =>
      apiRequest<TeamByNameAnswer>(
        `/api/league/teamByName/${id(team.leagueName)}/${id(team.session)}/${id(String(team.year))}/${id(team.teamName)}`,
        { signal },
      ),
    select: (answer) => answer.teamId,
  });

/** A team's roster and schedule; with no team the API answers the most recently created current team. */
export const rosterAndScheduleQuery = (teamId: string | null | typeof skipToken) =>
  queryOptions({
    queryKey: scheduleKeys.team(teamId === skipToken ? null : teamId),
    queryFn:
      teamId === skipToken
        ? skipToken
        : ({ signal }) =>
            apiRequest<RosterAndScheduleAnswer>(
              teamId ? `/api/league/rosterAndSchedule?teamId=${id(teamId)}` : '/api/league/rosterAndSchedule',
              { signal },
            ),
    select: rosterAndScheduleOf,
  });

/** An archived team's roster and schedule (team history). */
export const oldRosterAndScheduleQuery = (teamId: string) =>
  queryOptions({
    queryKey: scheduleKeys.oldTeam(teamId),
    queryFn: ({ signal }) =>
      apiRequest<RosterAndScheduleAnswer>(`/api/league/oldRosterAndSchedule/${id(teamId)}`, { signal }),
    select: rosterAndScheduleOf,
  });

/** The iCalendar feeds (docs/api.md, "League play: public reads"). */
export const calendarFeeds = {
  league: (leagueId: string) => `/api/league/schedule/${id(leagueId)}.ics`,
  venue: (venueId: string) => `/api/league/${id(venueId)}/schedule.ics`,
  team: (teamId: string) => `/api/league/team/${id(teamId)}/schedule.ics`,
};
