import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IF_MATCH_REQUIRED_MESSAGE } from '@league/contracts';
import { createInMemoryEventStore } from '@league/infra/eventstore';
import { createHttpApp, createTokenService } from '@league/infra/http';
import { aggregate } from './commands';
import { recordCommands, recordRoutes, type RecordRoutesConfig, type RecordWrites } from './record-routes';
import { recordDecider } from './records';

/** A record as a capability would declare it: its decider, aggregate, schemas and routes. */
interface Rink {
  rinkId: string;
  rinkName: string;
  surface: string;
}
const names = {
  create: 'CreateRink',
  update: 'UpdateRink',
  remove: 'RemoveRink',
  created: 'RinkCreated',
  updated: 'RinkUpdated',
  removed: 'RinkRemoved',
} as const;
const rinkAggregate = aggregate(
  recordDecider<Rink, 'rinkId', typeof names>({
    ...names,
    id: 'rinkId',
    alreadyExistsMessage: 'A rink with this id already exists.',
    notFoundMessage: 'Rink not found.',
  }),
  (rinkId: string) => `rink-${rinkId}`,
);
const createRink = z.object({
  id: z.uuid('id must be a UUID.').optional(),
  rinkName: z.string().trim().min(1, 'Please enter a name.'),
  surface: z.string().optional(),
});
const updateRink = z.object({
  rinkName: z.string().trim().min(1).optional(),
  surface: z.string().optional(),
});
const rinkParams = z.object({ rinkId: z.uuid('rinkId must be a UUID.') });
const removeParams = z.object({ id: z.uuid('id must be a UUID.') });
const rinkAnswer = z.object({ rinkId: z.uuid(), position: z.string() });

type RinkWrites = RecordRoutesConfig<
  Rink,
  'rinkId',
  z.infer<typeof createRink>,
  z.infer<typeof updateRink>
>['writes'];

const routesWith = (writes: RinkWrites) =>
  recordRoutes({
    tag: 'rinks',
    id: 'rinkId',
    answer: rinkAnswer,
    create: {
      path: '/api/admin/createRink',
      body: createRink,
      fields: ({ rinkName, surface }) => ({ rinkName, surface: surface ?? 'sport court' }),
    },
    update: { path: '/api/admin/:rinkId/updateRink', params: rinkParams, body: updateRink },
    remove: { path: '/api/admin/:id/removeRink', params: removeParams, param: 'id' },
    writes,
  });
const rinkCommands = recordCommands(rinkAggregate, {
  id: 'rinkId',
  create: 'CreateRink',
  update: 'UpdateRink',
  remove: 'RemoveRink',
});

async function rinkApi(writes = rinkCommands) {
  const store = createInMemoryEventStore();
  const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
  const app = await createHttpApp({ tokens, openapi: true });
  await app.register(routesWith(writes), { store, tokens });
  await app.ready();
  const bearer = (role: 'admin' | 'coach') => ({
    authorization: `Bearer ${tokens.sign({ role, id: '00000000-0000-4000-8000-00000000000a' }).token}`,
  });
  const count = async () => (await store.readAll(null, 1000)).length;
  return { app, store, admin: bearer('admin'), coach: bearer('coach'), count };
}

const rinkId = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d77';

describe('record routes', () => {
  it('creates with the caller id (201), answers a repeat as the first time and refuses other data under it', async () => {
    const api = await rinkApi();
    const post = (payload: object) =>
      api.app.inject({ method: 'POST', url: '/api/admin/createRink', headers: api.admin, payload });
    const created = await post({ id: rinkId, rinkName: ' North ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ rinkId, position: expect.stringMatching(/^\d+\.\d+$/) });
    expect((await api.store.readStream(`rink-${rinkId}`))[0]).toMatchObject({
      type: 'RinkCreated',
      data: { rinkId, rinkName: 'North', surface: 'sport court' },
    });
    expect((await post({ id: rinkId, rinkName: 'North' })).json()).toEqual(created.json());
    const other = await post({ id: rinkId, rinkName: 'South' });
    expect(other.statusCode).toBe(409);
    expect(await api.count()).toBe(1);

    const fresh = await post({ rinkName: 'East' });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().rinkId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.json().rinkId).not.toBe(rinkId);
  });

  it('updates with If-Match and removes by the path parameter it is given, answering the id', async () => {
    const api = await rinkApi();
    await api.app.inject({
      method: 'POST',
      url: '/api/admin/createRink',
      headers: api.admin,
      payload: { id: rinkId, rinkName: 'North' },
    });
    const edit = (ifMatch: string, surface: string) =>
      api.app.inject({
        method: 'PATCH',
        url: `/api/admin/${rinkId}/updateRink`,
        headers: { ...api.admin, 'if-match': ifMatch },
        payload: { surface },
      });
    const updated = await edit('0', 'tile');
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ rinkId, position: expect.any(String) });
    expect((await edit('0', 'ice')).statusCode).toBe(409);
    const remove = (ifMatch: string) =>
      api.app.inject({
        method: 'DELETE',
        url: `/api/admin/${rinkId}/removeRink`,
        headers: { ...api.admin, 'if-match': ifMatch },
      });
    const removed = await remove('1');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ rinkId, position: expect.any(String) });
    const events = await api.store.readStream(`rink-${rinkId}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['RinkCreated', { rinkId, rinkName: 'North', surface: 'sport court' }],
      ['RinkUpdated', { rinkId, rinkName: 'North', surface: 'tile' }],
      ['RinkRemoved', { rinkId }],
    ]);
    const gone = await remove('2');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Rink not found.' });
  });

  it('lets only admins write and refuses bad input with 400, recording nothing', async () => {
    const api = await rinkApi();
    const writes = [
      { method: 'POST' as const, url: '/api/admin/createRink', payload: { rinkName: 'North' } },
      { method: 'PATCH' as const, url: `/api/admin/${rinkId}/updateRink`, payload: { surface: 'tile' } },
      { method: 'DELETE' as const, url: `/api/admin/${rinkId}/removeRink` },
    ];
    for (const write of writes) {
      expect((await api.app.inject(write)).statusCode, write.url).toBe(401);
      expect((await api.app.inject({ ...write, headers: api.coach })).statusCode, write.url).toBe(403);
    }
    const blank = await api.app.inject({
      method: 'POST',
      url: '/api/admin/createRink',
      headers: api.admin,
      payload: { rinkName: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Please enter a name.');
    const badId = await api.app.inject({
      method: 'DELETE',
      url: '/api/admin/nope/removeRink',
      headers: { ...api.admin, 'if-match': '0' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/id must be a UUID/);
    expect(await api.count()).toBe(0);
  });

  it('refuses an update or a remove without If-Match with 428, recording nothing', async () => {
    const api = await rinkApi();
    await api.app.inject({
      method: 'POST',
      url: '/api/admin/createRink',
      headers: api.admin,
      payload: { id: rinkId, rinkName: 'North' },
    });
    const edits = [
      { method: 'PATCH' as const, url: `/api/admin/${rinkId}/updateRink`, payload: { surface: 'tile' } },
      { method: 'DELETE' as const, url: `/api/admin/${rinkId}/removeRink` },
    ];
    for (const edit of edits) {
      const response = await api.app.inject({ ...edit, headers: api.admin });
      expect(response.statusCode, edit.url).toBe(428);
      expect(response.json(), edit.url).toEqual({ message: IF_MATCH_REQUIRED_MESSAGE });
    }
    expect((await api.store.readStream(`rink-${rinkId}`)).map((e) => e.type)).toEqual(['RinkCreated']);
  });

  it('hands the record, the change with its id, and the id to writes of its own', async () => {
    const calls: unknown[] = [];
    const position = '7.0';
    const writes = (): RecordWrites<Rink, Partial<Rink> & { rinkId: string }> => ({
      create: async (_request, record) => (calls.push(['create', record]), position),
      update: async (_request, change) => (calls.push(['update', change]), position),
      remove: async (_request, id) => (calls.push(['remove', id]), position),
    });
    const api = await rinkApi(writes);
    const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      api.app.inject({
        method,
        url,
        headers: { ...api.admin, 'if-match': '0' },
        ...(payload ? { payload } : {}),
      });
    expect((await send('POST', '/api/admin/createRink', { id: rinkId, rinkName: 'N' })).json()).toEqual({
      rinkId,
      position,
    });
    await send('PATCH', `/api/admin/${rinkId}/updateRink`, { rinkName: 'S' });
    await send('DELETE', `/api/admin/${rinkId}/removeRink`);
    expect(calls).toEqual([
      ['create', { rinkId, rinkName: 'N', surface: 'sport court' }],
      ['update', { rinkName: 'S', rinkId }],
      ['remove', rinkId],
    ]);
  });

  it('documents each route with the tag, the admin security, the schemas and the answer', async () => {
    const api = await rinkApi();
    interface Operation {
      tags: string[];
      security: unknown[];
      responses: Record<string, unknown>;
      parameters: { in: string; name: string; required: boolean }[];
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    }
    const doc = api.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } };
    const { paths } = doc.swagger();
    const post = paths['/api/admin/createRink']!['post']!;
    const patch = paths['/api/admin/{rinkId}/updateRink']!['patch']!;
    const remove = paths['/api/admin/{id}/removeRink']!['delete']!;
    for (const operation of [post, patch, remove]) {
      expect(operation.tags).toEqual(['rinks']);
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
    }
    expect(Object.keys(post.responses)).toEqual(['201']);
    expect(Object.keys(patch.responses)).toEqual(['200', '428']);
    expect(Object.keys(remove.responses)).toEqual(['200', '428']);
    expect(remove.parameters.map((p) => [p.in, p.name, p.required])).toEqual([
      ['path', 'id', true],
      ['header', 'if-match', true],
    ]);
    expect(patch.parameters.map((p) => p.name)).toContain('if-match');
    expect(post.parameters ?? []).toEqual([]);
    expect(post.requestBody.content['application/json']!.schema.required).toEqual(['rinkName']);
  });
});
