import { z } from 'zod';

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

/** GET /api/admin/news (public): newest first (by newsDate, then the latest written). */
export const allNewsAnswer = z.object({ allNews: z.array(newsListItem) });
export type AllNewsAnswer = z.infer<typeof allNewsAnswer>;
