import { describe, expect, it } from 'vitest';
import {
  EMAIL_RECIPIENT_INVALID_MESSAGE,
  EMAIL_SUBJECT_MISSING_MESSAGE,
  NO_COACH_ADDRESSES_MESSAGE,
} from '@league/contracts';
import { commandApiForTests } from '../test-support';

const email = { subject: 'New Message from the league', message: 'Rosters are due Friday.' };

describe('POST /api/admin/sendEmail', () => {
  it('records the e-mail with the given recipients, each once, and answers 202 {queued}', async () => {
    const api = await commandApiForTests();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/admin/sendEmail',
      headers: api.admin,
      payload: { ...email, to: ['a@team.org', 'A@Team.org', 'b@team.org'], fromName: 'The Commissioner' },
    });
    expect(response.statusCode).toBe(202);
    const { broadcastId, queued } = response.json();
    expect(queued).toBe(2);
    const recorded = await api.store.readStream(`emailBroadcast-${broadcastId}`);
    // the log holds each recipient sealed with the key of its own address
    const raw = recorded[0]!.data as { to: string[] };
    expect(JSON.stringify(recorded)).not.toMatch(/team\.org/i);
    expect(raw.to).toEqual([
      expect.stringMatching(`^pd1:${await api.personalData.addressPersonId('a@team.org')}:`),
      expect.stringMatching(`^pd1:${await api.personalData.addressPersonId('b@team.org')}:`),
    ]);
    const [event] = await api.personalData.open(recorded);
    expect(event?.data).toEqual({
      broadcastId,
      ...email,
      fromName: 'The Commissioner',
      to: ['a@team.org', 'b@team.org'],
      toEveryCoach: false,
    });
  });

  it('sends to every coach by default, from the league', async () => {
    const api = await commandApiForTests({
      content: { coachAddresses: async () => ['c1@team.org', 'c2@team.org'] },
    });
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/admin/sendEmail',
      headers: api.admin,
      payload: email,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().queued).toBe(2);
    const recorded = await api.store.readStream(`emailBroadcast-${response.json().broadcastId}`);
    expect(JSON.stringify(recorded)).not.toMatch(/team\.org/i);
    const [event] = await api.personalData.open(recorded);
    expect(event?.data).toMatchObject({
      to: ['c1@team.org', 'c2@team.org'],
      toEveryCoach: true,
      fromName: 'Ball Hockey League',
    });
  });

  it('refuses a missing subject, bad addresses and an empty coach list, recording nothing', async () => {
    const api = await commandApiForTests({ content: { coachAddresses: async () => [] } });
    const post = (payload: object) =>
      api.app.inject({ method: 'POST', url: '/api/admin/sendEmail', headers: api.admin, payload });
    const noSubject = await post({ ...email, subject: ' ', to: ['a@team.org'] });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().message).toBe(EMAIL_SUBJECT_MISSING_MESSAGE);
    for (const to of [['not-an-address'], ['a@team.org', 'b@team'], 'x@y', [5]]) {
      const response = await post({ ...email, to });
      expect(response.statusCode, JSON.stringify(to)).toBe(400);
      expect(response.json().message).toBe(EMAIL_RECIPIENT_INVALID_MESSAGE);
    }
    const nobody = await post(email);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe(NO_COACH_ADDRESSES_MESSAGE);
    expect(await api.eventCount()).toBe(0);
  });
});
