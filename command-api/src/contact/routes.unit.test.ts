import { describe, expect, it } from 'vitest';
import {
  CONTACT_EMAIL_INVALID_MESSAGE,
  CONTACT_EMAIL_MISSING_MESSAGE,
  CONTACT_NAME_MISSING_MESSAGE,
  CONTACT_TOO_MANY_MESSAGE,
} from '@league/contracts';
import { commandApiForTests } from '../test-support';

const message = { fromName: 'Pat Fan', fromEmail: 'pat@fans.org', message: 'When does the season start?' };

describe('POST /api/contact', () => {
  it('records the message for anyone and answers 202', async () => {
    const api = await commandApiForTests();
    const response = await api.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(response.statusCode).toBe(202);
    const { messageId } = response.json();
    const recorded = await api.store.readStream(`contactMessage-${messageId}`);
    // the sender's name and address and the text are sealed with the key of the sender's address
    const sender = await api.personalData.addressPersonId('pat@fans.org');
    expect(recorded[0]?.data).toEqual({
      messageId,
      fromName: expect.stringMatching(`^pd1:${sender}:`),
      fromEmail: expect.stringMatching(`^pd1:${sender}:`),
      message: expect.stringMatching(`^pd1:${sender}:`),
    });
    expect(JSON.stringify(recorded)).not.toMatch(/Pat Fan|pat@fans\.org/);
    expect(JSON.stringify(recorded)).not.toContain(message.message);
    const [event] = await api.personalData.open(recorded);
    expect(event).toMatchObject({ type: 'ContactMessageReceived', data: { messageId, ...message } });
    expect(event?.metadata.actor).toEqual({ role: 'public', id: null });
  });

  it("keeps the site's checks and texts, recording nothing", async () => {
    // the limit counts every attempt, refused ones too: raised here so it does not interfere
    const api = await commandApiForTests({
      content: { contactRateLimit: { max: 100, timeWindowMs: 60_000 } },
    });
    const post = (payload: object) => api.app.inject({ method: 'POST', url: '/api/contact', payload });
    const cases: Array<[object, Record<string, string>]> = [
      [{ ...message, fromEmail: '' }, { fromEmail: CONTACT_EMAIL_MISSING_MESSAGE }],
      [{ ...message, fromEmail: '   ' }, { fromEmail: CONTACT_EMAIL_MISSING_MESSAGE }],
      [{ ...message, fromEmail: 'pat@fans' }, { fromEmail: CONTACT_EMAIL_INVALID_MESSAGE }],
      [{ ...message, fromEmail: 'pat@fans.o' }, { fromEmail: CONTACT_EMAIL_INVALID_MESSAGE }],
      [{ ...message, fromEmail: 'pat fan@fans.org' }, { fromEmail: CONTACT_EMAIL_INVALID_MESSAGE }],
      [{ ...message, fromName: '' }, { fromName: CONTACT_NAME_MISSING_MESSAGE }],
      [
        { message: 'hi' },
        { fromName: CONTACT_NAME_MISSING_MESSAGE, fromEmail: CONTACT_EMAIL_MISSING_MESSAGE },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields, JSON.stringify(payload)).toEqual(fields);
    }
    expect(await api.eventCount()).toBe(0);
  });

  it('is rate limited per client address (429 with a message, nothing recorded)', async () => {
    const api = await commandApiForTests({ content: { contactRateLimit: { max: 2, timeWindowMs: 60_000 } } });
    const post = () => api.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect((await post()).statusCode).toBe(202);
    expect((await post()).statusCode).toBe(202);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: CONTACT_TOO_MANY_MESSAGE });
    expect(await api.eventCount()).toBe(2);
    // other routes are not limited by it
    const other = await api.app.inject({ method: 'POST', url: '/api/admin/createVideo', payload: {} });
    expect(other.statusCode).toBe(401);
  });
});
