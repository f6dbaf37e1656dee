import type { NewsItem, NewsListItem } from '@league/contracts';

/**
 * A news item as the news answer sends it (docs/api.md, "Content: news, videos, venues, suspensions"):
 * its id as `_id`.
 */
export const newsItem = ({ newsId, ...news }: NewsItem): NewsListItem => ({ _id: newsId, ...news });
