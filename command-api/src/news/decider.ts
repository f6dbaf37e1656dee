import { isDeepStrictEqual } from 'node:util';
import {
  conflict,
  notFound,
  NEWS_NOT_FOUND_MESSAGE,
  type NewsEvent,
  type NewsFields,
  newsStream,
} from '@league/contracts';
import { aggregate, type Decider } from '../handling';

export type NewsCommand =
  | { type: 'CreateNews'; data: NewsFields }
  | { type: 'UpdateNews'; data: Partial<NewsFields> & { newsId: string } }
  | { type: 'RemoveNews'; data: { newsId: string } };

export type NewsState = { status: 'none' } | ({ status: 'active' } & NewsFields) | { status: 'removed' };

export const newsDecider: Decider<NewsState, NewsCommand, NewsEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'NewsCreated':
      case 'NewsUpdated':
        return { status: 'active', ...event.data };
      case 'NewsRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateNews':
        if (state.status !== 'none') throw conflict('A news item with this id already exists.');
        return [{ type: 'NewsCreated', data: command.data }];
      case 'UpdateNews': {
        if (state.status !== 'active') throw notFound(NEWS_NOT_FOUND_MESSAGE);
        const next: NewsFields = {
          newsId: state.newsId,
          newsHeading: command.data.newsHeading ?? state.newsHeading,
          newsSubheading: command.data.newsSubheading ?? state.newsSubheading,
          newsDate: command.data.newsDate ?? state.newsDate,
          newsContent: command.data.newsContent ?? state.newsContent,
        };
        const { status: _status, ...current } = state;
        if (isDeepStrictEqual(next, current)) return [];
        return [{ type: 'NewsUpdated', data: next }];
      }
      case 'RemoveNews':
        if (state.status !== 'active') throw notFound(NEWS_NOT_FOUND_MESSAGE);
        return [{ type: 'NewsRemoved', data: { newsId: state.newsId } }];
    }
  },
};

/** The news aggregate: its decider on the stream of one news. */
export const newsAggregate = aggregate(newsDecider, newsStream);
