import { z } from 'zod';
import { contentWriteAnswer, idField, isoDate, optionalContentText, requiredContentText } from '../fields';

export const NEWS_HEADING_MESSAGE = 'Please enter a heading.';
export const NEWS_DATE_MESSAGE = 'Please enter a date (YYYY-MM-DD).';
export const NEWS_CONTENT_MESSAGE = 'Please enter the news content.';
export const NEWS_NOT_FOUND_MESSAGE = 'News item not found.';

export const newsHeadingField = requiredContentText('heading', NEWS_HEADING_MESSAGE, 200);
/** Optional: absent, null or blank is ''. */
export const newsSubheadingField = optionalContentText('subheading', 300);
export const newsDateField = isoDate(NEWS_DATE_MESSAGE);
export const newsContentField = requiredContentText('news content', NEWS_CONTENT_MESSAGE, 20_000);

export const createNewsRequest = z.object({
  id: idField('id').optional(),
  newsHeading: newsHeadingField,
  newsSubheading: newsSubheadingField.optional(),
  newsDate: newsDateField,
  newsContent: newsContentField,
});
export type CreateNewsRequest = z.input<typeof createNewsRequest>;

export const updateNewsRequest = z
  .object({
    newsHeading: newsHeadingField.optional(),
    newsSubheading: newsSubheadingField.optional(),
    newsDate: newsDateField.optional(),
    newsContent: newsContentField.optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), {
    message: 'Send a newsHeading, newsSubheading, newsDate or newsContent to change.',
  });
export type UpdateNewsRequest = z.input<typeof updateNewsRequest>;

/** DELETE /api/admin/{id}/removeNews and PATCH /api/admin/{newsId}/updateNews */
export const newsParams = z.object({ newsId: idField('newsId') });

export const newsWriteAnswer = contentWriteAnswer('newsId');
export type NewsWriteAnswer = z.infer<typeof newsWriteAnswer>;
