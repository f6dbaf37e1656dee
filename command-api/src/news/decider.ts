import { NEWS_NOT_FOUND_MESSAGE, type NewsEvent, type NewsFields, newsStream } from '@league/contracts';
import { aggregate, recordDecider, type Decider, type RecordCommand, type RecordState } from '../handling';

/** The record's id field and the types of its commands and events. */
export const newsNames = {
  id: 'newsId',
  create: 'CreateNews',
  update: 'UpdateNews',
  remove: 'RemoveNews',
  created: 'NewsCreated',
  updated: 'NewsUpdated',
  removed: 'NewsRemoved',
} as const;

export type NewsCommand = RecordCommand<NewsFields, 'newsId', typeof newsNames>;
export type NewsState = RecordState<NewsFields>;

export const newsDecider: Decider<NewsState, NewsCommand, NewsEvent> = recordDecider<
  NewsFields,
  'newsId',
  typeof newsNames
>({
  ...newsNames,
  alreadyExistsMessage: 'A news item with this id already exists.',
  notFoundMessage: NEWS_NOT_FOUND_MESSAGE,
});

/** The news aggregate: its decider on the stream of one news. */
export const newsAggregate = aggregate(newsDecider, newsStream);
