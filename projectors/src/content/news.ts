import { NEWS_EVENT_TYPES, type NewsEvent, type RecordedEvent } from '@league/contracts';
import type { Projection } from '../projection';

/**
 * News (GET /api/admin/news), read newest first: by newsDate, then the latest written (`seq`, log order).
 * Writes are guarded by the stream version: a batch applied twice changes nothing.
 */
export const newsProjection: Projection = {
  name: 'news',
  version: 1,
  tables: ['news'],
  handles: NEWS_EVENT_TYPES,

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.news (
        news_id uuid PRIMARY KEY,
        news_heading text NOT NULL,
        news_subheading text NOT NULL,
        news_date date NOT NULL,
        news_content text NOT NULL,
        version integer NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      );
      CREATE INDEX news_newest_first ON ${schema}.news (news_date DESC, seq DESC);
    `);
  },

  async apply(tx, schema, events) {
    for (const event of events as ReadonlyArray<RecordedEvent & NewsEvent>) {
      if (event.type === 'NewsRemoved') {
        await tx.query(`DELETE FROM ${schema}.news WHERE news_id = $1`, [event.data.newsId]);
        continue;
      }
      const { newsId, newsHeading, newsSubheading, newsDate, newsContent } = event.data;
      await tx.query(
        `INSERT INTO ${schema}.news (news_id, news_heading, news_subheading, news_date, news_content, version)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (news_id) DO UPDATE
           SET news_heading = excluded.news_heading, news_subheading = excluded.news_subheading,
               news_date = excluded.news_date, news_content = excluded.news_content, version = excluded.version
           WHERE ${schema}.news.version < excluded.version`,
        [newsId, newsHeading, newsSubheading, newsDate, newsContent, event.streamVersion],
      );
    }
  },
};
