import type { SqlClient } from '@league/infra/sql';

/** What the sitemap lists of the current leagues (the read models of leagues, teams, rosters and schedule). */
export interface SitemapPages {
  leagueIds: string[];
  /** a team's page is addressed by its league's name, session and year and its own name */
  teams: Array<{ leagueName: string; session: string; year: number; teamName: string }>;
  gameIds: string[];
  /** the players on the rosters of those leagues' teams */
  playerIds: string[];
}

/**
 * The pages of the current leagues, in one statement: the leagues, their teams, their games (not
 * removed) and the players on those teams (still on the roster); each list in a stable order.
 */
export async function sitemapPages(db: SqlClient): Promise<SitemapPages> {
  const { rows } = await db.query<SitemapPages>(
    `SELECT
       (SELECT coalesce(json_agg(l.league_id ORDER BY l.year DESC, l.league_name, l.league_id), '[]')
          FROM rm.leagues l WHERE l.is_current) AS "leagueIds",
       (SELECT coalesce(json_agg(x ORDER BY x."leagueName", x.session, x.year, x."teamName"), '[]')
          FROM (SELECT DISTINCT l.league_name AS "leagueName", l.session, l.year, t.team_name AS "teamName"
                  FROM rm.teams t JOIN rm.leagues l ON l.league_id = t.league_id AND l.is_current
                 WHERE NOT t.removed) x) AS teams,
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
  return rows[0] ?? { leagueIds: [], teams: [], gameIds: [], playerIds: [] };
}
