import { mkdtemp, readdir, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '@league/infra/eventstore';
import { createFilePhotoStorage, type PhotoStorage } from '@league/infra/photos';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite, testEvent } from '@league/infra/testing';
import { createProjectionRunner, waitForPosition, type ProjectionRunner } from '@league/projectors';
import { playersProjection } from '@league/projectors/players';
import { buildQueryApi } from '@league/query-api';
import type { HttpApp } from '@league/infra/http';
import { UNSHOWN_PHOTO_GRACE_MS } from '../../src/photos/cleanup';
import { commandApiForTests } from '../../src/test-support';

/**
 * The photo commands with the players read model running (as on the site): a removed or replaced photo
 * is gone from the read model and its URL, and every photo command deletes the stored photos that no
 * player shows and that were written longer ago than an upload can take.
 */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(90, 3),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(90, 1)]);

let db: SqlClient;
let runner: ProjectionRunner;
let dir: string;
let photos: PhotoStorage;
let api: Awaited<ReturnType<typeof commandApiForTests>>;
let queries: HttpApp;

beforeAll(async () => {
  db = await createTestPglite();
  const store = createPostgresEventStore(db);
  runner = createProjectionRunner({ store, db, projections: [playersProjection], mode: 'embedded' });
  await runner.start();
  dir = await mkdtemp(join(tmpdir(), 'league-photo-cleanup-'));
  photos = createFilePhotoStorage(dir);
  const wait = (position: string, timeoutMs: number, projections?: readonly string[]) =>
    waitForPosition(db, position, { timeoutMs, ...(projections ? { projections } : {}), pollMs: 5 });
  api = await commandApiForTests({ store, readModel: { db, waitForPosition: wait }, content: { photos } });
  queries = await buildQueryApi({
    db,
    tokens: api.tokens,
    waitForPosition: wait,
    projectionStatus: async () => [],
    content: { photos },
  });
});
afterAll(async () => {
  await runner.stop();
  await db.close();
});

async function player(firstName: string) {
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/admin/createPlayer',
    headers: api.admin,
    payload: { firstName, lastName: 'Cleanup' },
  });
  return created.json<{ playerId: string }>().playerId;
}

async function upload(playerId: string, bytes: Buffer) {
  const boundary = 'cleanup-boundary';
  const answer = await api.app.inject({
    method: 'POST',
    url: `/api/player/${playerId}/photo`,
    headers: { ...api.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ photoName: string; url: string; position: string }>();
}

const remove = (playerId: string) =>
  api.app.inject({ method: 'DELETE', url: `/api/player/${playerId}/photo`, headers: api.admin });

const read = (url: string, position: string) =>
  queries.inject({ method: 'GET', url, headers: { 'x-min-position': position } });

/** The photo URL of the player in the players read model, once it has reached `position`. */
async function photoShown(playerId: string, position: string) {
  expect(await waitForPosition(db, position, { timeoutMs: 3_000, projections: ['players'] })).toBe(true);
  const { rows } = await db.query<{ photo_url: string | null }>(
    'SELECT photo_url FROM rm.players WHERE player_id = $1',
    [playerId],
  );
  return rows[0]?.photo_url;
}

const stored = async () => (await readdir(dir)).filter((name) => !name.startsWith('.')).sort();

/** Makes a stored file look written `ms` ago. */
async function age(name: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await utimes(join(dir, name), then, then);
}

describe('removing and replacing photos with the read model', () => {
  it('drops a removed photo from the player, and its URL answers 404; a replaced one too', async () => {
    const sam = await player('Sam');
    const first = await upload(sam, PNG);
    expect((await read(first.url, first.position)).statusCode).toBe(200);
    const second = await upload(sam, JPEG);
    expect((await read(first.url, second.position)).statusCode).toBe(404);
    expect(await photoShown(sam, second.position)).toBe(second.url);

    const removed = await remove(sam);
    expect(removed.statusCode).toBe(200);
    const { position } = removed.json<{ position: string }>();
    expect(await photoShown(sam, position)).toBeNull();
    const gone = await read(second.url, position);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'No such photo.' });
  });

  it('deletes, at any player photo command, stored photos no player shows that were written over an hour ago', async () => {
    const ann = await player('Ann');
    const bo = await player('Bo');
    const annPhoto = await upload(ann, PNG);
    // what processes that died left: an upload saved but never recorded, written long ago; one that may
    // still be recording (written just now); Bo's photo, whose removal was recorded but not carried out
    const abandoned = `${'a1'.repeat(32)}.png`;
    const inFlight = `${'b2'.repeat(32)}.png`;
    const left = `${'c3'.repeat(32)}.jpg`;
    await photos.save(abandoned, PNG, 'image/png');
    await photos.save(inFlight, PNG, 'image/png');
    const { url } = await photos.save(left, JPEG, 'image/jpeg');
    await api.store.append(
      `player-${bo}`,
      [
        testEvent('PlayerPhotoUploaded', {
          playerId: bo,
          photoName: left,
          contentType: 'image/jpeg',
          bytes: JPEG.length,
          url,
        }),
        testEvent('PlayerPhotoRemoved', { playerId: bo, photoName: left }),
      ],
      0,
    );
    for (const name of [abandoned, left, annPhoto.photoName])
      await age(name, UNSHOWN_PHOTO_GRACE_MS + 60_000);

    // another player's upload: what no player shows and is old goes; Ann's old photo and the fresh file stay
    const carl = await player('Carl');
    const carlPhoto = await upload(carl, PNG);
    expect(await stored()).toEqual([annPhoto.photoName, carlPhoto.photoName, inFlight].sort());

    // once it is old, the file of the upload that never recorded goes at the next command too
    await age(inFlight, UNSHOWN_PHOTO_GRACE_MS + 60_000);
    expect((await remove(carl)).statusCode).toBe(200);
    expect(await stored()).toEqual([annPhoto.photoName]);
  });
});
