import { describe, it } from 'vitest';
import { NEWS_NOT_FOUND_MESSAGE, type NewsEvent } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { newsDecider } from './decider';

const newsId = '6f1c1b9e-5b1a-4c55-9d0b-2d9a7c1c0a03';
const fields = {
  newsId,
  newsHeading: 'Spring season opens',
  newsSubheading: 'Registration is open',
  newsDate: '2026-03-01',
  newsContent: 'Sign up your team by March 15.',
};
const created: NewsEvent = { type: 'NewsCreated', data: fields };
const removed: NewsEvent = { type: 'NewsRemoved', data: { newsId } };
const spec = givenWhenThen(newsDecider);

describe('news decider', () => {
  it('creates a news item', () => {
    spec([], { type: 'CreateNews', data: fields }).then([created]);
  });
  it('refuses a second create under one id', () => {
    spec([created], { type: 'CreateNews', data: fields }).thenRefused(409);
  });
  it('updates the given fields and keeps the others', () => {
    spec([created], { type: 'UpdateNews', data: { newsId, newsDate: '2026-03-02' } }).then([
      { type: 'NewsUpdated', data: { ...fields, newsDate: '2026-03-02' } },
    ]);
  });
  it('records nothing for an update that changes nothing', () => {
    spec([created], { type: 'UpdateNews', data: { newsId, newsContent: fields.newsContent } }).then([]);
  });
  it('refuses to update or remove an unknown or removed item', () => {
    spec([], { type: 'UpdateNews', data: { newsId, newsHeading: 'X' } }).thenRefused(
      404,
      NEWS_NOT_FOUND_MESSAGE,
    );
    spec([created, removed], { type: 'RemoveNews', data: { newsId } }).thenRefused(404);
  });
  it('removes a news item', () => {
    spec([created], { type: 'RemoveNews', data: { newsId } }).then([removed]);
  });
});
