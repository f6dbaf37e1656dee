import type { NewsListItem, SuspensionItem, VideoListItem } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

/** Every news item, newest first (by date, then the latest written). */
export async function allNews(db: SqlClient): Promise<NewsListItem[]> {
  const { rows } = await db.query<NewsListItem>(
    `SELECT news_id AS "_id", news_heading AS "newsHeading", news_subheading AS "newsSubheading",
            news_date::text AS "newsDate", news_content AS "newsContent", version
       FROM rm.news
      ORDER BY news_date DESC, seq DESC`,
  );
  return rows;
}

/** Every video, newest first. */
export async function allVideos(db: SqlClient): Promise<VideoListItem[]> {
  const { rows } = await db.query<VideoListItem>(
    `SELECT video_id AS "_id", video_title AS "videoTitle", video_url AS "videoURL",
            video_caption AS "videoCaption", version
       FROM rm.videos
      ORDER BY seq DESC`,
  );
  return rows;
}

const SUSPENSION_COLUMNS = `suspension_id AS "_id", suspension_date::text AS "date", player_name AS "playerName",
  player_team AS "playerTeam", reason, how_many_games AS "howManyGames", served,
  appealed_successfully AS "appealedSuccessfully", is_current AS "isCurrent", version`;

/** Current or archived suspensions, newest date first. */
export async function suspensions(db: SqlClient, current: boolean): Promise<SuspensionItem[]> {
  const { rows } = await db.query<SuspensionItem>(
    `SELECT ${SUSPENSION_COLUMNS} FROM rm.suspensions WHERE is_current = $1 ORDER BY suspension_date DESC, seq DESC`,
    [current],
  );
  return rows;
}

/** The suspension, or null when there is none. */
export async function suspensionById(db: SqlClient, suspensionId: string): Promise<SuspensionItem | null> {
  const { rows } = await db.query<SuspensionItem>(
    `SELECT ${SUSPENSION_COLUMNS} FROM rm.suspensions WHERE suspension_id = $1`,
    [suspensionId],
  );
  return rows[0] ?? null;
}
