import { NEWS_NOT_FOUND_MESSAGE, type NewsEvent, type NewsFields, newsStream } from '@league/contracts';
import { aggregate, recordDecider, type Decider, type RecordCommand, type RecordState } from '../handling';

const names = {
  create: 'CreateNews',
  update: 'UpdateNews',
  remove: 'RemoveNews',
  created: 'NewsCreated',
  updated: 'NewsUpdated',
  removed: 'NewsRemoved',
} as const;

export type NewsCommand = RecordCommand<NewsFields, 'newsId', typeof names>;
export type NewsState = RecordState<NewsFields>;

export const newsDecider: Decider<NewsState, NewsCommand, NewsEvent> = recordDecider<
  NewsFields,
  'newsId',
  typeof names
>({
  ...names,
  id: 'newsId',
  alreadyExistsMessage: 'A news item with this id already exists.',
  notFoundMessage: NEWS_NOT_FOUND_MESSAGE,
});

/** The news aggregate: its decider on the stream of one news. */
export const newsAggregate = aggregate(newsDecider, newsStream);
