import { z } from 'zod';
import type { NamedId } from '../../wire-id';

/** `newsDate` is `YYYY-MM-DD` (the UI formats it); `version` is what an edit sends as `If-Match`. */
export const newsListItem = z.object({
  _id: z.uuid(),
  newsHeading: z.string(),
  newsSubheading: z.string(),
  newsDate: z.string(),
  newsContent: z.string(),
  version: z.number().int(),
});
export type NewsListItem = z.infer<typeof newsListItem>;
/** A news item as the read model and the pages hold it (`newsListItem` is its HTTP shape). */
export type NewsItem = NamedId<NewsListItem, 'newsId'>;

/** GET /api/admin/news (public): newest first (by newsDate, then the latest written). */
export const allNewsAnswer = z.object({ allNews: z.array(newsListItem) });
export type AllNewsAnswer = z.infer<typeof allNewsAnswer>;
