import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  sitemapPages: ['leagues', 'schedule', 'teams_rosters'],
  teamPageNaming: league.teams,
} as const satisfies ReadsDeclaration;

/** What the sitemap lists of the current leagues (the read models of leagues, teams, rosters and schedule). */
export interface SitemapPages {
  leagueIds: string[];
  /** the current leagues with a playoff or championship game (not removed): their bracket has a game */
  bracketLeagueIds: string[];
  /** the teams of those leagues, by the id that addresses their page (/team/{teamId}) */
  teamIds: string[];
  gameIds: string[];
  /** the players on the rosters of those leagues' teams */
  playerIds: string[];
}

/**
 * The pages of the current leagues, in one statement: the leagues (and those with a playoff game), their
 * teams (not removed), their games (not removed) and the players on those teams (still on the roster);
 * each list in a stable order.
 */
export async function sitemapPages(db: SqlClient): Promise<SitemapPages> {
  const { rows } = await db.query<SitemapPages>(
    `SELECT
       (SELECT coalesce(json_agg(l.league_id ORDER BY l.year DESC, l.league_name, l.league_id), '[]')
          FROM rm.leagues l WHERE l.is_current) AS "leagueIds",
       (SELECT coalesce(json_agg(l.league_id ORDER BY l.year DESC, l.league_name, l.league_id), '[]')
          FROM rm.leagues l
         WHERE l.is_current
           AND EXISTS (SELECT 1 FROM rm.schedule_items s
                        WHERE s.league_id = l.league_id AND s.kind = 'game' AND NOT s.removed
                          AND (s.playoff OR s.championship))) AS "bracketLeagueIds",
       (SELECT coalesce(json_agg(t.team_id ORDER BY l.league_name, l.session, l.year, t.team_name, t.team_id), '[]')
          FROM rm.teams t JOIN rm.leagues l ON l.league_id = t.league_id AND l.is_current
         WHERE NOT t.removed) AS "teamIds",
       (SELECT coalesce(json_agg(s.item_id ORDER BY s.iso_date, s.minutes, s.item_id), '[]')
          FROM rm.schedule_items s JOIN rm.leagues l ON l.league_id = s.league_id AND l.is_current
         WHERE s.kind = 'game' AND NOT s.removed) AS "gameIds",
       (SELECT coalesce(json_agg(p.player_id ORDER BY p.player_id), '[]')
          FROM (SELECT DISTINCT rp.player_id
                  FROM rm.roster_players rp
                  JOIN rm.teams t ON t.team_id = rp.team_id AND NOT t.removed
                  JOIN rm.leagues l ON l.league_id = t.league_id AND l.is_current
                 WHERE NOT rp.removed) p) AS "playerIds"`,
    [],
    { name: 'sitemap_pages' },
  );
  return rows[0] ?? { leagueIds: [], bracketLeagueIds: [], teamIds: [], gameIds: [], playerIds: [] };
}

/** How a team's page (/team/{teamId}) names it: its name and its league's name, division, session and year. */
export interface TeamPageNaming {
  teamId: string;
  teamName: string;
  leagueId: string;
  leagueName: string;
  divisionName: string | null;
  session: string;
  year: number;
}

/**
 * The team of the team page, named as the page names it (its league's division and year, the team's
 * year when it has no league); null when there is none or it was removed, as GET /api/team/{teamId}.
 */
export async function teamPageNaming(db: SqlClient, teamId: string): Promise<TeamPageNaming | null> {
  const { rows } = await db.query<TeamPageNaming>(
    `SELECT t.team_id AS "teamId", t.team_name AS "teamName", t.league_id AS "leagueId",
            coalesce(l.league_name, '') AS "leagueName", l.division_name AS "divisionName",
            coalesce(l.session, '') AS session, coalesce(l.year, t.year) AS year
       FROM rm.teams t LEFT JOIN rm.leagues l ON l.league_id = t.league_id
      WHERE NOT t.removed AND t.team_id = $1`,
    [teamId],
    { name: 'team_page_naming' },
  );
  return rows[0] ?? null;
}
