import type { NewsCreated, NewsEvent, NewsUpdated } from '@league/contracts';
import { defineProjection, upsertNewer, type EventHandler, tablesOf, deleteWhere } from '../define';

const upsertNews: EventHandler<NewsCreated | NewsUpdated> = (tx, schema, { data, streamVersion }) =>
  upsertNewer(tx, `${schema}.news`, ['news_id'], {
    news_id: data.newsId,
    news_heading: data.newsHeading,
    news_subheading: data.newsSubheading,
    news_date: data.newsDate,
    news_content: data.newsContent,
    version: streamVersion,
  });

/**
 * News (GET /api/admin/news), read newest first: by newsDate, then the latest written (`seq`, log order).
 * Writes are guarded by the stream version: a batch applied twice changes nothing.
 */
export const newsProjection = defineProjection<NewsEvent>({
  name: 'news',
  version: 1,
  ...tablesOf(
    (schema) => `
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
    `,
  ),

  on: {
    NewsCreated: upsertNews,
    NewsUpdated: upsertNews,
    async NewsRemoved(tx, schema, event) {
      await deleteWhere(tx, `${schema}.news`, { news_id: event.data.newsId });
    },
  },
});
