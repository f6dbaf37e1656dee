import type {
  GameEvent,
  GameFields,
  RecordedEvent,
  StandingsGame,
  StandingsTeam,
  TeamEvent,
} from '@league/contracts';
import { computeStandings } from '@league/contracts';
import type { ProjectionFold, TableRow } from '../projection';
import {
  createdTeamColumns,
  FoldTable,
  foldTeamEvent,
  resultTotals,
  type FoldTeamRow,
} from '../league-common/fold';

interface GameRow {
  [column: string]: unknown;
  game_id: string;
  league_id: string;
  regular: boolean;
  iso_date: string;
  time: string;
  home_team_id: string | null;
  visitor_team_id: string | null;
  status: string | null;
  home_total: number | null;
  visitor_total: number | null;
  removed: boolean;
  version: number;
}

/**
 * What a schedule event (a game scheduled or updated) sets on the game's row of standings_games, in a
 * rebuild as live; its result's totals come later.
 */
export const gameColumns = (d: GameFields) => ({
  league_id: d.leagueId,
  regular: !d.playoff && !d.championship,
  iso_date: d.date,
  time: d.time,
  home_team_id: d.homeTeamId,
  visitor_team_id: d.visitorTeamId,
});

/**
 * The standings' teams and games built in memory for a rebuild, and each league's table computed once
 * from them at the end (the projection recomputes the table of every league a batch touches from the same
 * teams and games): the same rows as the projection's apply.
 */
export function standingsFold(): ProjectionFold {
  const teams = new FoldTable<FoldTeamRow>();
  const games = new FoldTable<GameRow>();

  function standings(): TableRow[] {
    const leagues = new Map<string, { teams: StandingsTeam[]; games: (StandingsGame & { id: string })[] }>();
    const league = (id: string) => {
      let entry = leagues.get(id);
      if (!entry) leagues.set(id, (entry = { teams: [], games: [] }));
      return entry;
    };
    for (const t of teams.values()) {
      const entry = league(t.league_id);
      if (!t.removed)
        entry.teams.push({ teamId: t.team_id, teamName: t.team_name, divisionName: t.division_name });
    }
    for (const g of games.values()) {
      if (!g.regular || g.removed) continue;
      league(g.league_id).games.push({
        id: g.game_id,
        homeTeamId: g.home_team_id,
        visitorTeamId: g.visitor_team_id,
        status: g.status,
        homeTotal: g.home_total,
        visitorTotal: g.visitor_total,
      });
    }
    const rows: TableRow[] = [];
    for (const [leagueId, entry] of leagues) {
      entry.games.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      for (const [index, r] of computeStandings(entry.teams, entry.games).entries()) {
        rows.push({
          league_id: leagueId,
          team_id: r.teamId,
          rank: index + 1,
          team_name: r.teamName,
          division_name: r.divisionName,
          games_played: r.gamesPlayed,
          wins: r.wins,
          losses: r.losses,
          ties: r.ties,
          overtime_losses: r.overtimeLosses,
          shootout_losses: r.shootoutLosses,
          points: r.points,
          points_percentage: r.pointsPercentage,
          goals_for: r.goalsFor,
          goals_against: r.goalsAgainst,
          goal_difference: r.goalDifference,
          regulation_wins: r.regulationWins,
        });
      }
    }
    return rows;
  }

  return {
    apply(events) {
      for (const event of events as ReadonlyArray<RecordedEvent & (TeamEvent | GameEvent)>) {
        const v = event.streamVersion;
        switch (event.type) {
          case 'TeamCreated':
          case 'TeamUpdated':
          case 'TeamRemoved':
            foldTeamEvent(teams, event, createdTeamColumns);
            break;
          case 'GameScheduled':
          case 'GameUpdated': {
            const d = event.data;
            const fields = { ...gameColumns(d), version: v };
            games.upsert(
              d.gameId,
              {
                game_id: d.gameId,
                ...fields,
                status: null,
                home_total: null,
                visitor_total: null,
                removed: false,
              },
              fields,
            );
            break;
          }
          case 'GameResultRecorded':
          case 'GameResultCorrected': {
            games.update(event.data.gameId, resultTotals(event.data, v));
            break;
          }
          case 'GameRemoved':
            games.update(event.data.gameId, { removed: true, version: v });
            break;
          case 'GameSlotFilled':
            games.update(event.data.gameId, {
              [`${event.data.side}_team_id`]: event.data.teamId,
              version: v,
            });
            break;
          default:
            break;
        }
      }
    },
    rows: () => ({ standings_teams: teams.rows(), standings_games: games.rows(), standings: standings() }),
  };
}
