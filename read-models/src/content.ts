import { PLAYED_STATUSES, type NewsItem, type Suspension, type Video } from '@league/contracts';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

const SUSPENSIONS = ['suspensions'] as const;

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  allNews: ['news'],
  allVideos: ['videos'],
  suspensions: SUSPENSIONS,
  suspensionById: SUSPENSIONS,
} as const satisfies ReadsDeclaration;

/** Every news item, newest first (by date, then the latest written). */
export async function allNews(db: SqlClient): Promise<NewsItem[]> {
  const { rows } = await db.query<NewsItem>(
    `SELECT news_id AS "newsId", news_heading AS "newsHeading", news_subheading AS "newsSubheading",
            news_date::text AS "newsDate", news_content AS "newsContent", version
       FROM rm.news
      ORDER BY news_date DESC, seq DESC`,
  );
  return rows;
}

/** Every video, newest first. */
export async function allVideos(db: SqlClient): Promise<Video[]> {
  const { rows } = await db.query<Video>(
    `SELECT video_id AS "videoId", video_title AS "videoTitle", video_url AS "videoURL",
            video_caption AS "videoCaption", version
       FROM rm.videos
      ORDER BY seq DESC`,
  );
  return rows;
}

const SUSPENSION_COLUMNS = `suspension_id AS "suspensionId", player_id AS "playerId", team_id AS "teamId",
  suspension_date::text AS "date", player_name AS "playerName",
  player_team AS "playerTeam", reason, how_many_games AS "howManyGames", served,
  appealed_successfully AS "appealedSuccessfully", is_current AS "isCurrent", version`;

/** Current or archived suspensions, newest date first. */
export async function suspensions(db: SqlClient, current: boolean): Promise<Suspension[]> {
  const { rows } = await db.query<Suspension>(
    `SELECT ${SUSPENSION_COLUMNS} FROM rm.suspensions WHERE is_current = $1 ORDER BY suspension_date DESC, seq DESC`,
    [current],
  );
  return rows;
}

/** The suspension, or null when there is none. */
export async function suspensionById(db: SqlClient, suspensionId: string): Promise<Suspension | null> {
  const { rows } = await db.query<Suspension>(
    `SELECT ${SUSPENSION_COLUMNS} FROM rm.suspensions WHERE suspension_id = $1`,
    [suspensionId],
  );
  return rows[0] ?? null;
}

const PLAYED = PLAYED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * Whether the player `playerId` has an unserved suspension on the team `teamId` (both SQL expressions),
 * as an SQL condition over rm.suspensions and rm.schedule_items (docs/api.md "Suspensions"): a current
 * suspension linked to the player, neither served nor appealed successfully, whose number of games is
 * more than the games the team has played since its date (games with a result that counts, not removed,
 * dated after the suspension's date). `before`, a game's date and minutes (SQL expressions): whether it
 * was unserved when that game was played, counting only the team's games before it, and only for a game
 * after the suspension's date.
 */
export function unservedSuspensionSql(
  playerId: string,
  teamId: string,
  before?: { isoDate: string; minutes: string },
): string {
  const since = `to_char(s.suspension_date, 'YYYY-MM-DD')`;
  return `EXISTS (
    SELECT 1 FROM rm.suspensions s
     WHERE s.player_id = ${playerId} AND s.is_current AND NOT s.served AND NOT s.appealed_successfully
       ${before ? `AND ${before.isoDate} > ${since}` : ''}
       AND s.how_many_games > (
         SELECT count(*) FROM rm.schedule_items g
          WHERE g.kind = 'game' AND NOT g.removed
            AND (g.home_team_id = ${teamId} OR g.visitor_team_id = ${teamId})
            AND g.status IN (${PLAYED}) AND g.home_total IS NOT NULL AND g.visitor_total IS NOT NULL
            AND g.iso_date > ${since}
            ${before ? `AND (g.iso_date, g.minutes) < (${before.isoDate}, ${before.minutes})` : ''}))`;
}
