import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi } from '@league/command-api';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import type { HttpApp } from '@league/infra/http';
import { coachAddresses } from '@league/infra/mail';
import { createFilePhotoStorage } from '@league/infra/photos';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite, testEvent } from '@league/infra/testing';
import {
  createProjectionRunner,
  projectionStatus,
  waitForPosition,
  type ProjectionRunner,
} from '@league/projectors';
import {
  coachAddressesProjection,
  newsProjection,
  suspensionsProjection,
  videosProjection,
} from '@league/projectors/content';
import { buildQueryApi } from '../src/index';
import { bearer, testTokens } from './test-support';
import { sqlPersonalData } from '@league/infra/personal-data';

const tokens = testTokens();
const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
const coach = bearer(tokens.sign({ role: 'coach', id: '00000000-0000-4000-8000-00000000000c' }).token);
const playerId = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d71';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 9),
]);
let db: SqlClient;
let store: EventStore;
let runner: ProjectionRunner;
let commands: HttpApp;
let queries: HttpApp;

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  runner = createProjectionRunner({
    store,
    db,
    projections: [videosProjection, newsProjection, suspensionsProjection, coachAddressesProjection],
    mode: 'embedded',
  });
  await runner.start();
  const photos = createFilePhotoStorage(await mkdtemp(join(tmpdir(), 'league-photos-')));
  commands = await buildCommandApi({
    store,
    tokens,
    // the personal-data keys in the read models' database, where the projections open them
    personalData: sqlPersonalData(db),
    content: { photos, coachAddresses: () => coachAddresses(db) },
  });
  queries = await buildQueryApi({
    db,
    tokens,
    waitForPosition: (position, timeoutMs, projections) =>
      waitForPosition(db, position, { timeoutMs, ...(projections ? { projections } : {}) }),
    projectionStatus: () => projectionStatus(db, store),
    content: { photos },
  });
});
afterAll(async () => {
  await runner.stop();
  await store.close();
  await db.close();
});

/** a write that must succeed; an edit sends the version the record was read at as If-Match */
async function write(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, ifMatch?: number) {
  const headers = ifMatch === undefined ? admin : { ...admin, 'if-match': String(ifMatch) };
  const response = await commands.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json<{ position: string } & Record<string, string>>();
}

async function read<T>(url: string, position: string, headers: object = admin): Promise<T> {
  const response = await queries.inject({
    method: 'GET',
    url,
    headers: { ...headers, 'x-min-position': position },
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.headers['x-stale']).toBeUndefined();
  return response.json<T>();
}

describe('content: write → project → read', () => {
  it('lists videos newest first, publicly, with versions; updates and removals show', async () => {
    const first = await write('POST', '/api/admin/createVideo', {
      videoTitle: 'Opening night',
      videoURL: 'https://v.org/1',
    });
    const second = await write('POST', '/api/admin/createVideo', {
      videoTitle: 'Finals',
      videoURL: 'https://v.org/2',
      videoCaption: 'Game 7',
    });
    const edited = await write(
      'PATCH',
      `/api/admin/${first.videoId}/updateVideo`,
      { videoCaption: 'Week 1' },
      0,
    );
    const { allVideos } = await read<{ allVideos: unknown[] }>('/api/admin/videos', edited.position, {});
    expect(allVideos).toEqual([
      {
        _id: second.videoId,
        videoTitle: 'Finals',
        videoURL: 'https://v.org/2',
        videoCaption: 'Game 7',
        version: 0,
      },
      {
        _id: first.videoId,
        videoTitle: 'Opening night',
        videoURL: 'https://v.org/1',
        videoCaption: 'Week 1',
        version: 1,
      },
    ]);
    const removed = await write('DELETE', `/api/admin/${second.videoId}/removeVideo`, undefined, 0);
    const after = await read<{ allVideos: Array<{ _id: string }> }>(
      '/api/admin/videos',
      removed.position,
      {},
    );
    expect(after.allVideos.map((v) => v._id)).toEqual([first.videoId]);
  });

  it('lists news newest first by date, publicly', async () => {
    const older = await write('POST', '/api/admin/createNews', {
      newsHeading: 'Winter wrap-up',
      newsDate: '2026-01-15',
      newsContent: 'Thanks for a great season.',
    });
    const newer = await write('POST', '/api/admin/createNews', {
      newsHeading: 'Spring season opens',
      newsSubheading: 'Registration is open',
      newsDate: '2026-03-01',
      newsContent: 'Sign up by March 15.',
    });
    const backdated = await write('POST', '/api/admin/createNews', {
      newsHeading: 'Board meeting',
      newsDate: '2025-12-01',
      newsContent: 'Minutes posted.',
    });
    const { allNews } = await read<{ allNews: Array<Record<string, unknown>> }>(
      '/api/admin/news',
      backdated.position,
      {},
    );
    expect(allNews.map((n) => n._id)).toEqual([newer.newsId, older.newsId, backdated.newsId]);
    expect(allNews[0]).toEqual({
      _id: newer.newsId,
      newsHeading: 'Spring season opens',
      newsSubheading: 'Registration is open',
      newsDate: '2026-03-01',
      newsContent: 'Sign up by March 15.',
      version: 0,
    });
  });

  it('keeps current and archived suspensions apart, toggles both ways, and serves one by id (admin only)', async () => {
    const created = await write('POST', '/api/admin/createSuspension', {
      playerName: 'Sam Carter',
      team: 'Albany Ice',
      date1: '2026-02-10',
      reason: 'Match penalty',
      numberOfGames: 2,
      served: false,
      appealed: false,
    });
    const id = created.suspensionId;
    const current = await read<{ allSuspendedPlayers: unknown[] }>(
      '/api/admin/allSuspendedPlayers',
      created.position,
    );
    expect(current.allSuspendedPlayers).toEqual([
      {
        _id: id,
        // a suspension sent as free text is linked to no player or team
        playerId: null,
        teamId: null,
        date: '2026-02-10',
        playerName: 'Sam Carter',
        playerTeam: 'Albany Ice',
        reason: 'Match penalty',
        howManyGames: 2,
        served: false,
        appealedSuccessfully: false,
        isCurrent: true,
        version: 0,
      },
    ]);
    const archived = await write('PATCH', `/api/admin/${id}/archiveCurrentToggleSuspension`, undefined, 0);
    expect(
      (await read<{ allSuspendedPlayers: unknown[] }>('/api/admin/allSuspendedPlayers', archived.position))
        .allSuspendedPlayers,
    ).toEqual([]);
    const old = await read<{ archivedSuspensions: Array<{ _id: string; isCurrent: boolean }> }>(
      '/api/registration/allArchivedSuspensions',
      archived.position,
    );
    expect(old.archivedSuspensions.map((s) => [s._id, s.isCurrent])).toEqual([[id, false]]);
    const served = await write(
      'PATCH',
      `/api/admin/${id}/updateSuspension`,
      { served: true, howManyGames: 3 },
      1,
    );
    const one = await read<{ suspension: Record<string, unknown> }>(
      `/api/admin/suspension/${id}`,
      served.position,
    );
    expect(one.suspension).toMatchObject({ served: true, howManyGames: 3, isCurrent: false, version: 2 });
    const restored = await write('PATCH', `/api/admin/${id}/archiveCurrentToggleSuspension`, undefined, 2);
    const back = await read<{ allSuspendedPlayers: Array<{ _id: string }> }>(
      '/api/admin/allSuspendedPlayers',
      restored.position,
    );
    expect(back.allSuspendedPlayers.map((s) => s._id)).toEqual([id]);

    const unknown = await queries.inject({
      method: 'GET',
      url: '/api/admin/suspension/3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d79',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Suspension not found.' });
    for (const url of [
      '/api/admin/allSuspendedPlayers',
      '/api/registration/allArchivedSuspensions',
      `/api/admin/suspension/${id}`,
      '/api/admin/mail/outbox',
    ]) {
      expect((await queries.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect(
        (await queries.inject({ method: 'GET', url, headers: { authorization: 'Bearer x.y.z' } })).statusCode,
        url,
      ).toBe(401);
      expect((await queries.inject({ method: 'GET', url, headers: coach })).statusCode, url).toBe(403);
    }
  });

  it('rebuilds the content projections from the log to the same answers', async () => {
    const before = await Promise.all(
      ['/api/admin/videos', '/api/admin/news', '/api/admin/allSuspendedPlayers'].map((url) =>
        queries.inject({ method: 'GET', url, headers: admin }).then((r) => r.json()),
      ),
    );
    await runner.rebuild(['videos', 'news', 'suspensions', 'mail_coach_addresses']);
    const after = await Promise.all(
      ['/api/admin/videos', '/api/admin/news', '/api/admin/allSuspendedPlayers'].map((url) =>
        queries.inject({ method: 'GET', url, headers: admin }).then((r) => r.json()),
      ),
    );
    expect(after).toEqual(before);
    expect((before[0] as { allVideos: unknown[] }).allVideos.length).toBeGreaterThan(0);
  });

  it('serves an uploaded photo with its content type; unknown or malformed names are 404 or 400', async () => {
    await store.append(
      `player-${playerId}`,
      [testEvent('PlayerCreated', { playerId, firstName: 'Sam', lastName: 'Carter', middleInitial: null })],
      'no_stream',
    );
    const boundary = 'b0undary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="sam.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await commands.inject({
      method: 'POST',
      url: `/api/player/${playerId}/photo`,
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.statusCode).toBe(201);
    const photo = await queries.inject({ method: 'GET', url: upload.json().url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(PNG);
    const missing = await queries.inject({
      method: 'GET',
      url: '/api/photos/3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d78.png',
    });
    expect(missing.statusCode).toBe(404);
    for (const url of [
      '/api/photos/..%2F..%2Fetc%2Fpasswd',
      '/api/photos/..%2Fpglite',
      '/api/photos/x.png',
    ]) {
      const response = await queries.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ message: 'No such photo.' });
    }
  });

  it('sends to every coach with an account by default (the coach address read model)', async () => {
    const signUp = async (email: string) => {
      const coachId = crypto.randomUUID();
      return store.append(
        `coach-${coachId}`,
        [testEvent('CoachSignedUp', { coachId, email, passwordHash: 'h' })],
        'no_stream',
      );
    };
    await signUp('one@team.org');
    const last = await signUp('two@team.org');
    await runner.catchUp();
    expect(await waitForPosition(db, last.position, { timeoutMs: 3000 })).toBe(true);
    const sent = await write('POST', '/api/admin/sendEmail', { subject: 'Hello', message: 'Rosters due.' });
    expect(sent.queued).toBe(2);
    const recorded = await store.readStream(`emailBroadcast-${sent.broadcastId}`);
    // recorded sealed: the addresses read only through their keys
    expect(JSON.stringify(recorded)).not.toMatch(/team\.org/);
    const [event] = await sqlPersonalData(db).open(recorded);
    expect(event?.data).toMatchObject({ to: ['one@team.org', 'two@team.org'], toEveryCoach: true });
  });
});
