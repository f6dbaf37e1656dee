import { describe, expect, it } from 'vitest';
import { commandApiForTests } from '../test-support';

const playerId = '5e0d7c3b-8a6f-4f21-b9c4-0d1e2f3a4b5c';

describe('player commands over HTTP', () => {
  it('creates a player (idempotent by id), updates them with If-Match, and refuses bad input', async () => {
    const api = await commandApiForTests();
    const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers = {}) =>
      api.app.inject({ method, url, headers: { ...api.admin, ...headers }, payload });
    const body = { id: playerId, firstName: ' Wayne ', lastName: 'Gretzky', middleInitial: 'd.' };
    const created = await send('POST', '/api/admin/createPlayer', body);
    expect(created.statusCode).toBe(201);
    expect((await send('POST', '/api/admin/createPlayer', body)).json()).toEqual(created.json());
    const [event] = await api.store.readStream(`player-${playerId}`);
    expect(event?.data).toEqual({ playerId, firstName: 'Wayne', lastName: 'Gretzky', middleInitial: 'D' });
    const count = await api.eventCount();
    const bad = await send('POST', '/api/admin/createPlayer', {
      firstName: '',
      lastName: ' ',
      middleInitial: 'ab',
    });
    expect(bad.json().message).toBe(
      'Please enter a first name. Please enter a last name. The middle initial must be a single letter.',
    );
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/admin/createPlayer',
          headers: api.coach,
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    expect(await api.eventCount()).toBe(count);
    const url = `/api/admin/${playerId}/updatePlayer`;
    expect((await send('PATCH', url, { middleInitial: '' }, { 'if-match': '0' })).statusCode).toBe(200);
    expect((await send('PATCH', url, { firstName: 'W' }, { 'if-match': '0' })).statusCode).toBe(409);
    const unknown = await send(
      'PATCH',
      `/api/admin/${'1'.repeat(8)}-1111-4111-8111-111111111111/updatePlayer`,
      { firstName: 'X' },
      { 'if-match': '0' },
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Player not found.']);
    expect((await api.store.readStream(`player-${playerId}`)).at(-1)?.data).toEqual({
      playerId,
      firstName: 'Wayne',
      lastName: 'Gretzky',
      middleInitial: null,
    });
  });
});
