import { NEWS_NOT_FOUND_MESSAGE, type NewsFields, newsStream } from '@league/contracts';
import { simpleRecord } from '../handling';

/** A news item: the names of its commands and events, its decider, and its aggregate on the stream of one news. */
export const newsRecord = simpleRecord<NewsFields>()('newsId', 'News', newsStream, {
  alreadyExistsMessage: 'A news item with this id already exists.',
  notFoundMessage: NEWS_NOT_FOUND_MESSAGE,
});
export const newsDecider = newsRecord.decider;
