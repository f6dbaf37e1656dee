import { describe, expect, it } from 'vitest';
import { commandApiForTests } from '../test-support';

const venue = { venueName: 'Riverside Sports Dome', venueAddress: '1200 River Rd, Albany' };
const venueId = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d10';

describe('venue commands over HTTP', () => {
  it('creates, updates and removes a venue, answering ids and positions', async () => {
    const api = await commandApiForTests();
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/admin/createVenue',
      headers: api.admin,
      payload: { venueName: '  Riverside Sports Dome ', venueAddress: venue.venueAddress },
    });
    expect(created.statusCode).toBe(201);
    const { venueId: id, position } = created.json<{ venueId: string; position: string }>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(position).toMatch(/^\d+\.\d+$/);
    const [event] = await api.store.readStream(`venue-${id}`);
    expect(event).toMatchObject({ type: 'VenueCreated', data: { venueId: id, ...venue } });
    expect(event?.metadata).toMatchObject({
      actor: { role: 'admin', id: expect.any(String) },
      schemaVersion: 1,
      eventId: expect.any(String),
      correlationId: expect.any(String),
      causationId: expect.any(String),
    });

    const updated = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/${id}/updateVenue`,
      headers: { ...api.admin, 'if-match': '0' },
      payload: { venueAddress: '2 Lake St' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ venueId: id, position: expect.stringMatching(/^\d+\.\d+$/) });

    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/${id}/removeVenue`,
      headers: { ...api.admin, 'if-match': '1' },
    });
    expect(removed.statusCode).toBe(200);
    expect((await api.store.readStream(`venue-${id}`)).map((e) => e.type)).toEqual([
      'VenueCreated',
      'VenueUpdated',
      'VenueRemoved',
    ]);

    const again = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/${id}/removeVenue`,
      headers: { ...api.admin, 'if-match': '2' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Venue not found.' });
  });

  it('answers a repeated create with a client id as the first time and records nothing new', async () => {
    const api = await commandApiForTests();
    const send = (payload: object) =>
      api.app.inject({ method: 'POST', url: '/api/admin/createVenue', headers: api.admin, payload });
    const first = await send({ id: venueId, ...venue });
    expect(first.statusCode).toBe(201);
    const count = await api.eventCount();
    const second = await send({ id: venueId, ...venue });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await api.eventCount()).toBe(count);

    const other = await send({ id: venueId, ...venue, venueName: 'Another Rink' });
    expect(other.statusCode).toBe(409);
    expect(await api.eventCount()).toBe(count);
  });

  it('refuses a stale If-Match with 409 and records nothing', async () => {
    const api = await commandApiForTests();
    await api.app.inject({
      method: 'POST',
      url: '/api/admin/createVenue',
      headers: api.admin,
      payload: { id: venueId, ...venue },
    });
    const edit = (ifMatch: string, venueName: string) =>
      api.app.inject({
        method: 'PATCH',
        url: `/api/admin/${venueId}/updateVenue`,
        headers: { ...api.admin, 'if-match': ifMatch },
        payload: { venueName },
      });
    expect((await edit('0', 'First Edit')).statusCode).toBe(200);
    const count = await api.eventCount();
    const stale = await edit('0', 'Second Edit Of An Old Form');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed/);
    expect((await edit('"1"', 'Second Edit')).statusCode).toBe(200);
    expect((await edit('soon', 'X')).statusCode).toBe(400);
    expect(await api.eventCount()).toBe(count + 1);
  });

  it('answers 404 for an unknown venue', async () => {
    const api = await commandApiForTests();
    const response = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/${venueId}/updateVenue`,
      headers: { ...api.admin, 'if-match': '0' },
      payload: { venueName: 'X' },
    });
    expect(response.statusCode).toBe(404);
    expect(await api.eventCount()).toBe(0);
  });

  it('names every bad field and records nothing for bad input', async () => {
    const api = await commandApiForTests();
    const post = (payload: unknown, extra: Record<string, string> = {}) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/createVenue',
        headers: { ...api.admin, 'content-type': 'application/json', ...extra },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    const blank = await post({ venueName: '   ', venueAddress: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Please enter a venue name.');
    expect(blank.json().message).toContain('Please enter an address.');
    expect(Object.keys(blank.json().fields)).toEqual(['venueName', 'venueAddress']);

    const wrongTypes = await post({ venueName: 42, venueAddress: ['x'], id: 'not-a-uuid' });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().message).toMatch(/id must be a UUID/);

    for (const bad of ['{"venueName":', 'null', '[]', '"text"', '']) {
      const response = await post(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message, bad).toEqual(expect.any(String));
    }
    const huge = await post({ venueName: 'x'.repeat(1_100_000), venueAddress: 'y' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: expect.any(String) });

    const xml = await post('<venue/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);

    const patchNothing = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/${venueId}/updateVenue`,
      headers: { ...api.admin, 'if-match': '0' },
      payload: {},
    });
    expect(patchNothing.statusCode).toBe(400);
    const badId = await api.app.inject({
      method: 'DELETE',
      url: '/api/admin/nope/removeVenue',
      headers: { ...api.admin, 'if-match': '0' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/venueId/);

    expect(await api.eventCount()).toBe(0);
  });

  it('lets only admins write: 401 without or with a bad token, 403 for a coach, nothing recorded', async () => {
    const api = await commandApiForTests();
    await api.app.inject({
      method: 'POST',
      url: '/api/admin/createVenue',
      headers: api.admin,
      payload: { id: venueId, ...venue },
    });
    const count = await api.eventCount();
    const writes = [
      { method: 'POST' as const, url: '/api/admin/createVenue', payload: venue },
      {
        method: 'PATCH' as const,
        url: `/api/admin/${venueId}/updateVenue`,
        payload: { venueName: 'Hijacked' },
      },
      { method: 'DELETE' as const, url: `/api/admin/${venueId}/removeVenue` },
    ];
    for (const write of writes) {
      const anonymous = await api.app.inject(write);
      expect(anonymous.statusCode, write.url).toBe(401);
      expect(anonymous.json()).toEqual({ message: expect.any(String) });
      const forged = await api.app.inject({ ...write, headers: { authorization: 'Bearer not.a.token' } });
      expect(forged.statusCode, write.url).toBe(401);
      const coach = await api.app.inject({ ...write, headers: api.coach });
      expect(coach.statusCode, write.url).toBe(403);
      expect(coach.json()).toEqual({ message: expect.any(String) });
    }
    expect(await api.eventCount()).toBe(count);
  });
});
