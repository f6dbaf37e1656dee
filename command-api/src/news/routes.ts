import { createNewsRequest, updateNewsRequest, newsParams, newsWriteAnswer } from '@league/contracts';
import { recordCommands, recordRoutes } from '../handling';
import { newsRecord } from './decider';

/** POST createNews, PATCH {newsId}/updateNews, DELETE {id}/removeNews: admin only. */
export const newsRoutes = recordRoutes({
  tag: 'news',
  id: 'newsId',
  answer: newsWriteAnswer,
  create: {
    path: '/api/admin/createNews',
    body: createNewsRequest,
    fields: ({ newsHeading, newsSubheading, newsDate, newsContent }) => ({
      newsHeading,
      newsSubheading: newsSubheading ?? '',
      newsDate,
      newsContent,
    }),
  },
  update: { path: '/api/admin/:newsId/updateNews', params: newsParams, body: updateNewsRequest },
  remove: { path: '/api/admin/:newsId/removeNews', params: newsParams },
  writes: recordCommands(newsRecord.aggregate, newsRecord.names),
});
