import { describe, expect, it } from 'vitest';
import { NEWS_CONTENT_MESSAGE, NEWS_DATE_MESSAGE, NEWS_HEADING_MESSAGE } from '@league/contracts';
import { commandApiForTests } from '../test-support';

const newsId = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d61';
const news = { newsHeading: 'Season opens', newsDate: '2026-03-01', newsContent: 'Sign up by March 15.' };

describe('news commands over HTTP', () => {
  it('creates, updates and removes a news item', async () => {
    const api = await commandApiForTests();
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/admin/createNews',
      headers: api.admin,
      payload: { id: newsId, ...news, newsSubheading: null },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ newsId, position: expect.any(String) });
    const updated = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/${newsId}/updateNews`,
      headers: { ...api.admin, 'if-match': '0' },
      payload: { newsSubheading: 'Registration is open' },
    });
    expect(updated.statusCode).toBe(200);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/${newsId}/removeNews`,
      headers: { ...api.admin, 'if-match': '1' },
    });
    expect(removed.statusCode).toBe(200);
    const events = await api.store.readStream(`news-${newsId}`);
    expect(events.map((e) => e.type)).toEqual(['NewsCreated', 'NewsUpdated', 'NewsRemoved']);
    expect(events[1]?.data).toEqual({ newsId, ...news, newsSubheading: 'Registration is open' });
  });

  it('refuses missing fields and bad dates with 400, recording nothing', async () => {
    const api = await commandApiForTests();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/admin/createNews',
      headers: api.admin,
      payload: { newsHeading: '', newsDate: '03/01/2026', newsContent: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      newsHeading: NEWS_HEADING_MESSAGE,
      newsDate: NEWS_DATE_MESSAGE,
      newsContent: NEWS_CONTENT_MESSAGE,
    });
    expect(await api.eventCount()).toBe(0);
  });
});
