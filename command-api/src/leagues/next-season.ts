import {
  conflict,
  LeagueError,
  maxPosition,
  notFound,
  SEASON_EXISTS_MESSAGE,
  type LeagueFields,
  type Position,
} from '@league/contracts';
import type { FastifyRequest } from 'fastify';
import type { Commands } from '../handling';
import type { CommandApiDeps } from '../deps';
import { leagueLookups, LOOKUPS_UNAVAILABLE_MESSAGE } from '../lookups';
import { loadLeague, loadTeam } from '../lookups/streams';
import { teamAggregate } from '../teams/aggregate';
import type { CarriedRosterSpot, TeamFields, TeamState } from '../teams/decider';
import { LEAGUE_NOT_FOUND_MESSAGE, leagueAggregate, type LeagueSettings } from './decider';
import { seasonId } from './season-ids';

/** the projection of the leagues (projectors/src/leagues) whose rows name every league, current or previous */
const LEAGUES_PROJECTION = 'leagues';
const WAIT_MS = 5_000;

/** The reason recorded with a player carried onto two rosters of the new league, as the old one had them. */
export const CARRIED_OVERRIDE_REASON =
  'On more than one roster of the previous season; carried over with them.';

export interface NextSeason {
  session: string;
  year: number;
  copyRosters: boolean;
}

/** A team of the previous season, as its stream has it. */
export type PreviousTeam = Extract<TeamState, { status: 'active' }>;

export interface SeasonPlan {
  league: LeagueSettings;
  teams: ReadonlyArray<{ previousTeamId: string; team: TeamFields; roster: CarriedRosterSpot[] }>;
}

/**
 * The next season of a league, decided from the old one (no I/O): the same name, division and setting
 * under an id derived from the old league's, session and year; each team again, under an id derived from
 * the new league's and its previous team's, with its players and numbers when asked (each spot under an
 * id derived the same way). A player the old league had on two rosters (the admin's exception) is
 * carried onto both, the exception recorded again.
 */
export function planNextSeason(
  old: LeagueSettings,
  previousTeams: readonly PreviousTeam[],
  next: NextSeason,
): SeasonPlan {
  const leagueId = seasonId(old.leagueId, next.session, String(next.year));
  const league: LeagueSettings = { ...old, leagueId, session: next.session, year: next.year };
  const teams = [...previousTeams]
    .sort((a, b) => a.team.teamId.localeCompare(b.team.teamId))
    .map(({ team, roster }) => {
      const teamId = seasonId(leagueId, team.teamId);
      const players = next.copyRosters ? roster.filter((spot) => spot.onRoster) : [];
      return { previousTeamId: team.teamId, teamId, team, players };
    });
  return {
    league,
    teams: teams.map(({ previousTeamId, teamId, team, players }) => ({
      previousTeamId,
      team: { teamId, leagueId, teamName: team.teamName, divisionName: team.divisionName, year: next.year },
      roster: players.map(({ rosterPlayerId, playerId, number }) => {
        const otherTeamIds = teams
          .filter((other) => other.teamId !== teamId && other.players.some((p) => p.playerId === playerId))
          .map((other) => other.teamId);
        return {
          rosterPlayerId: seasonId(teamId, rosterPlayerId),
          playerId,
          number,
          ...(otherTeamIds.length > 0 ? { override: { reason: CARRIED_OVERRIDE_REASON, otherTeamIds } } : {}),
        };
      }),
    })),
  };
}

/** "Men 30+ (North), Fall 2027": a league as the 409 names it. */
const leagueLabel = (league: Pick<LeagueFields, 'leagueName' | 'divisionName' | 'session' | 'year'>) =>
  `${league.leagueName}${league.divisionName ? ` (${league.divisionName})` : ''}, ${league.session} ${league.year}`;

/**
 * Starts the next season of a league (docs/api.md, "Next season"): a small process of commands, each run
 * through the one pipeline on its own stream, in this order: the new league, each new team with its
 * roster (one append per team), each previous team archived, the old league archived. Every id is derived
 * from the old league's, the session and the year, so a repeat of the request, or a retry after a
 * failure halfway, records only what is missing and answers as the first time.
 */
export async function startNextSeason(
  deps: Pick<CommandApiDeps, 'store' | 'readModel'>,
  commands: Commands,
  request: FastifyRequest,
  oldLeagueId: string,
  next: NextSeason,
): Promise<{ leagueId: string; position: Position }> {
  const { store } = deps;
  const old = await loadLeague(store, oldLeagueId);
  if (old.status !== 'active') throw notFound(LEAGUE_NOT_FOUND_MESSAGE);
  const teamIds = await leagueLookups(deps).teamsOfLeague(oldLeagueId);
  const previousTeams: PreviousTeam[] = [];
  for (const teamId of teamIds) {
    const team = await loadTeam(store, teamId);
    if (team.status === 'active') previousTeams.push(team);
  }
  const plan = planNextSeason(old.league, previousTeams, next);
  const [taken] = await leaguesOfSeason(deps, plan.league);
  if (taken) throw conflict(SEASON_EXISTS_MESSAGE(leagueLabel(taken)));

  const { leagueId } = plan.league;
  const { run } = commands;
  const positions: Position[] = [];
  const create = { create: true };
  positions.push(
    (await run(request, leagueAggregate.of(leagueId), { type: 'CreateLeague', data: plan.league }, create))
      .position,
  );
  for (const { team, roster } of plan.teams) {
    const carry = { type: 'CarryOverTeam', data: { ...team, roster } } as const;
    positions.push((await run(request, teamAggregate.of(team.teamId), carry, create)).position);
  }
  for (const { previousTeamId: teamId } of plan.teams) {
    const archive = { type: 'ArchiveTeam', data: { teamId } } as const;
    positions.push((await run(request, teamAggregate.of(teamId), archive)).position);
  }
  const archive = { type: 'ArchiveLeague', data: { leagueId: oldLeagueId } } as const;
  positions.push((await run(request, leagueAggregate.of(oldLeagueId), archive)).position);
  const position = positions.reduce<Position | null>(maxPosition, null);
  if (!position) throw new Error('A next season recorded no position');
  return { leagueId, position };
}

/**
 * The other leagues of the new one's name, division, session and year (trimmed, any case), read from the
 * leagues projection once it has reached the store's head: a next season must be no existing league.
 */
async function leaguesOfSeason(
  { store, readModel }: Pick<CommandApiDeps, 'store' | 'readModel'>,
  league: LeagueSettings,
): Promise<LeagueFields[]> {
  if (!readModel) throw new LeagueError(503, LOOKUPS_UNAVAILABLE_MESSAGE);
  const head = await store.headPosition();
  if (head !== null && !(await readModel.waitForPosition(head, WAIT_MS, [LEAGUES_PROJECTION])))
    throw new LeagueError(503, LOOKUPS_UNAVAILABLE_MESSAGE);
  const { rows } = await readModel.db.query<LeagueFields>(
    `SELECT league_id AS "leagueId", league_name AS "leagueName", division_name AS "divisionName", session, year
       FROM rm.leagues
      WHERE lower(btrim(league_name)) = lower(btrim($1))
        AND lower(btrim(coalesce(division_name, ''))) = lower(btrim($2))
        AND lower(btrim(session)) = lower(btrim($3)) AND year = $4 AND league_id <> $5
      ORDER BY league_id`,
    [league.leagueName, league.divisionName ?? '', league.session, league.year, league.leagueId],
  );
  return rows;
}
