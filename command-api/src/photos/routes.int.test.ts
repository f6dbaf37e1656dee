import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  NO_PHOTO_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
} from '@league/contracts';
import { createFilePhotoStorage } from '@league/infra/photos';
import { testEvent } from '@league/infra/testing';
import { commandApiForTests } from '../test-support';

const playerId = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d41';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);

/** A multipart/form-data body with the given file parts. */
function multipart(files: Array<{ field: string; filename: string; type: string; bytes: Buffer }>) {
  const boundary = '----league-test-boundary';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function photoApi() {
  const dir = await mkdtemp(join(tmpdir(), 'league-photos-'));
  const api = await commandApiForTests({ content: { photos: createFilePhotoStorage(dir) } });
  await api.store.append(
    `player-${playerId}`,
    [testEvent('PlayerCreated', { playerId, firstName: 'Sam', lastName: 'Carter', middleInitial: null })],
    'no_stream',
  );
  const upload = (body: ReturnType<typeof multipart>, id = playerId, headers: object = api.admin) =>
    api.app.inject({
      method: 'POST',
      url: `/api/player/${id}/photo`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  const remove = (id = playerId, headers: object = api.admin) =>
    api.app.inject({ method: 'DELETE', url: `/api/player/${id}/photo`, headers: { ...headers } });
  const stored = async () => (await readdir(dir)).filter((f) => !f.startsWith('.')).sort();
  return { api, dir, upload, remove, stored };
}

const pngUpload = (bytes = PNG) =>
  multipart([{ field: 'image', filename: 'me.png', type: 'image/png', bytes }]);

describe('POST /api/player/{playerId}/photo', () => {
  it('stores a PNG or JPEG (by content) and records PlayerPhotoUploaded on the player stream', async () => {
    const { api, dir, upload } = await photoApi();
    const png = await upload(
      multipart([{ field: 'image', filename: 'me.png', type: 'image/png', bytes: PNG }]),
    );
    expect(png.statusCode).toBe(201);
    const answer = png.json();
    expect(answer).toEqual({
      playerId,
      photoName: expect.stringMatching(/^[0-9a-f]{64}\.png$/),
      url: `/api/photos/${answer.photoName}`,
      position: expect.any(String),
    });
    expect(await readFile(join(dir, answer.photoName))).toEqual(PNG);
    // a JPEG sent under a .png name with a wrong type is stored as what it is
    const jpeg = await upload(
      multipart([{ field: 'image', filename: 'me.png', type: 'image/png', bytes: JPEG }]),
    );
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().photoName).toMatch(/\.jpg$/);
    const events = await api.store.readStream(`player-${playerId}`);
    expect(events.map((e) => e.type)).toEqual([
      'PlayerCreated',
      'PlayerPhotoUploaded',
      'PlayerPhotoUploaded',
    ]);
    expect(events[1]?.data).toEqual({
      playerId,
      photoName: answer.photoName,
      contentType: 'image/png',
      bytes: PNG.length,
      url: answer.url,
    });
  });

  it('refuses non-images (415), oversize files (413), unknown players (404) and odd requests, keeping nothing', async () => {
    const { api, dir, upload } = await photoApi();
    const count = await api.eventCount();
    const text = await upload(
      multipart([
        {
          field: 'image',
          filename: 'photo.png',
          type: 'image/png',
          bytes: Buffer.from('just some text, not a picture'),
        },
      ]),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: PHOTO_TYPE_MESSAGE });
    const gif = await upload(
      multipart([
        {
          field: 'image',
          filename: 'a.gif',
          type: 'image/gif',
          bytes: Buffer.from('GIF89a................'),
        },
      ]),
    );
    expect(gif.statusCode).toBe(415);
    const huge = Buffer.concat([JPEG, Buffer.alloc(MAX_PHOTO_BYTES, 3)]);
    const oversize = await upload(
      multipart([{ field: 'image', filename: 'big.jpg', type: 'image/jpeg', bytes: huge }]),
    );
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({ message: PHOTO_TOO_LARGE_MESSAGE });
    const unknown = await upload(
      multipart([{ field: 'image', filename: 'me.png', type: 'image/png', bytes: PNG }]),
      '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d49',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Player not found.' });
    const two = await upload(
      multipart([
        { field: 'image', filename: 'a.png', type: 'image/png', bytes: PNG },
        { field: 'image', filename: 'b.png', type: 'image/png', bytes: PNG },
      ]),
    );
    expect(two.statusCode).toBe(400);
    const wrongField = await upload(
      multipart([{ field: 'file', filename: 'a.png', type: 'image/png', bytes: PNG }]),
    );
    expect(wrongField.statusCode).toBe(400);
    const json = await api.app.inject({
      method: 'POST',
      url: `/api/player/${playerId}/photo`,
      headers: api.admin,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const badId = await upload(
      multipart([{ field: 'image', filename: 'a.png', type: 'image/png', bytes: PNG }]),
      'nope',
    );
    expect(badId.statusCode).toBe(400);
    expect(await api.eventCount()).toBe(count);
    expect((await readdir(dir)).filter((f) => !f.startsWith('.'))).toEqual([]);
  });

  it('answers a malformed multipart body with 400, not a server error, keeping nothing', async () => {
    const { api, dir } = await photoApi();
    const count = await api.eventCount();
    for (const [contentType, payload] of [
      ['multipart/form-data', '--nope'],
      ['multipart/form-data; boundary=xyz', 'no parts at all'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\ntrunc',
      ],
    ] as const) {
      const answer = await api.app.inject({
        method: 'POST',
        url: `/api/player/${playerId}/photo`,
        headers: { ...api.admin, 'content-type': contentType },
        payload,
      });
      expect(answer.statusCode, `${contentType} ${payload}`).toBe(400);
    }
    expect(await api.eventCount()).toBe(count);
    expect((await readdir(dir)).filter((f) => !f.startsWith('.'))).toEqual([]);
  });

  it('lets only admins upload (401, 403), recording nothing', async () => {
    const { api, upload } = await photoApi();
    const count = await api.eventCount();
    const body = multipart([{ field: 'image', filename: 'me.png', type: 'image/png', bytes: PNG }]);
    expect((await upload(body, playerId, {})).statusCode).toBe(401);
    expect((await upload(body, playerId, api.coach)).statusCode).toBe(403);
    expect(await api.eventCount()).toBe(count);
  });
});

describe('photo files: named by content, deleted once no player shows them', () => {
  it('names a photo by the hash of the player and its bytes: the same again keeps its file', async () => {
    const { api, upload, stored } = await photoApi();
    const first = (await upload(pngUpload())).json();
    const expected = createHash('sha256').update(playerId).update(PNG).digest('hex');
    expect(first.photoName).toBe(`${expected}.png`);
    const again = await upload(pngUpload());
    expect(again.statusCode).toBe(201);
    expect(again.json().photoName).toBe(first.photoName);
    expect(await stored()).toEqual([first.photoName]);
    // another player's identical image is a file of its own
    const other = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d42';
    await api.store.append(
      `player-${other}`,
      [testEvent('PlayerCreated', { playerId: other, firstName: 'Al', lastName: 'Bo', middleInitial: null })],
      'no_stream',
    );
    const theirs = (await upload(pngUpload(), other)).json();
    expect(theirs.photoName).not.toBe(first.photoName);
    expect(await stored()).toEqual([first.photoName, theirs.photoName].sort());
  });

  it('deletes the file of a replaced photo once the new one is recorded', async () => {
    const { dir, upload, stored } = await photoApi();
    const first = (await upload(pngUpload())).json();
    const second = (
      await upload(multipart([{ field: 'image', filename: 'a.jpg', type: 'image/jpeg', bytes: JPEG }]))
    ).json();
    expect(await stored()).toEqual([second.photoName]);
    expect(await readFile(join(dir, second.photoName))).toEqual(JPEG);
    // the first photo again: its file is back, the second's goes
    const third = (await upload(pngUpload())).json();
    expect(third.photoName).toBe(first.photoName);
    expect(await stored()).toEqual([first.photoName]);
  });

  it('DELETE records PlayerPhotoRemoved, answers the position, then deletes the file', async () => {
    const { api, remove, upload, stored } = await photoApi();
    const photo = (await upload(pngUpload())).json();
    const removed = await remove();
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ playerId, position: expect.any(String) });
    const events = await api.store.readStream(`player-${playerId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'PlayerPhotoRemoved',
      data: { playerId, photoName: photo.photoName },
      position: removed.json().position,
    });
    expect(await stored()).toEqual([]);
  });

  it('DELETE refuses an unknown player, a player without a photo, a bad id and non-admins, recording nothing', async () => {
    const { api, remove, upload, stored } = await photoApi();
    const count = await api.eventCount();
    const none = await remove();
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: NO_PHOTO_MESSAGE });
    const unknown = await remove('3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d49');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Player not found.' });
    const badId = await remove('nope');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toHaveProperty('message');
    expect(await api.eventCount()).toBe(count);

    const photo = (await upload(pngUpload())).json();
    const withPhoto = await api.eventCount();
    expect((await remove(playerId, {})).statusCode).toBe(401);
    expect((await remove(playerId, api.coach)).statusCode).toBe(403);
    expect(await api.eventCount()).toBe(withPhoto);
    expect(await stored()).toEqual([photo.photoName]);
    expect((await remove()).statusCode).toBe(200);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: NO_PHOTO_MESSAGE });
    expect(await api.eventCount()).toBe(withPhoto + 1);
  });

  it('deletes what an earlier command left when its process died between recording and deleting', async () => {
    const { api, dir, upload, remove, stored } = await photoApi();
    const first = (await upload(pngUpload())).json();
    // a replacement recorded as the route records it, by a process that died before deleting `first`
    const storage = createFilePhotoStorage(dir);
    const replacement = `${'e'.repeat(64)}.jpg`;
    const { url } = await storage.save(replacement, JPEG, 'image/jpeg');
    await api.store.append(
      `player-${playerId}`,
      [
        testEvent('PlayerPhotoUploaded', {
          playerId,
          photoName: replacement,
          contentType: 'image/jpeg',
          bytes: JPEG.length,
          url,
        }),
      ],
      1,
    );
    expect(await stored()).toEqual([first.photoName, replacement].sort());
    // the player's next photo command deletes both: the one left behind and the one it removes
    expect((await remove()).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });
});
