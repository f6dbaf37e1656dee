import { mkdtemp } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, type HttpApp } from '@league/infra/http';
import { createFilePhotoStorage, type PhotoStorage } from '@league/infra/photos';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { buildQueryApi } from '../index';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(3 * 1024 * 1024, 7), // large enough for compression and for several reads of the file
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)]);
const hashed = `${'5a'.repeat(32)}.png`;
const legacy = '0b7e7d3c-7a51-4c1e-9a51-0c6f1f0e2a11.jpg';
/** a photo whose bytes the test hands out piece by piece */
const trickled = `${'7c'.repeat(32)}.jpg`;

let db: SqlClient;
let app: HttpApp;
let site: string;
let files: PhotoStorage;
let trickle: PassThrough;

beforeAll(async () => {
  db = await createTestPglite();
  files = createFilePhotoStorage(await mkdtemp(join(tmpdir(), 'league-photo-route-')));
  await files.save(hashed, PNG, 'image/png');
  await files.save(legacy, JPEG, 'image/jpeg');
  const photos: PhotoStorage = {
    ...files,
    open: async (name) =>
      name === trickled
        ? { contentType: 'image/jpeg', size: 2 * JPEG.length, body: (trickle = new PassThrough()) }
        : files.open(name),
  };
  app = await buildQueryApi({
    db,
    tokens: createTokenService('a-test-secret-that-is-long-enough-for-hs256'),
    waitForPosition: async () => true,
    projectionStatus: async () => [],
    content: { photos },
  });
  site = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** One request over HTTP as a browser sends it (compression accepted), the answer's raw bytes. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      `${site}${path}`,
      { method, headers: { 'accept-encoding': 'br, gzip', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('GET /api/photos/{photoName} over HTTP', () => {
  it('sends the file as it is, with its type, length, strong ETag and a year of immutable caching', async () => {
    const png = await get(`/api/photos/${hashed}`);
    expect(png.status).toBe(200);
    expect(png.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      etag: `"${'5a'.repeat(32)}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['transfer-encoding']).toBeUndefined();
    expect(png.body.equals(PNG)).toBe(true);

    const jpeg = await get(`/api/photos/${legacy}`);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(JPEG.length),
      etag: '"0b7e7d3c-7a51-4c1e-9a51-0c6f1f0e2a11"',
    });
    expect(jpeg.body.equals(JPEG)).toBe(true);
  });

  it('answers a matching If-None-Match with a 304 without a body, any other with the photo', async () => {
    const etag = `"${'5a'.repeat(32)}"`;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const answer = await get(`/api/photos/${hashed}`, { 'if-none-match': ifNoneMatch });
      expect(answer.status, ifNoneMatch).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=31536000, immutable' });
    }
    const other = await get(`/api/photos/${hashed}`, { 'if-none-match': '"0b7e7d3c"' });
    expect(other.status).toBe(200);
    expect(other.body.equals(PNG)).toBe(true);
  });

  it('answers HEAD with the headers of the photo and no body', async () => {
    const head = await get(`/api/photos/${hashed}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(PNG.length) });
    expect(head.body.length).toBe(0);
  });

  it('streams: the first bytes go out before the rest of the file is read', async () => {
    const answer = new Promise<{ status: number; first: Buffer; rest: Promise<Buffer> }>(
      (resolve, reject) => {
        httpRequest(`${site}/api/photos/${trickled}`, (response) => {
          const chunks: Buffer[] = [];
          let ended: (body: Buffer) => void;
          const rest = new Promise<Buffer>((done) => (ended = done));
          response.once('data', (chunk: Buffer) => {
            chunks.push(chunk);
            resolve({ status: response.statusCode!, first: chunk, rest });
            response.on('data', (more: Buffer) => chunks.push(more));
          });
          response.on('end', () => ended(Buffer.concat(chunks)));
        })
          .on('error', reject)
          .end();
      },
    );
    await expect.poll(() => trickle).toBeDefined();
    trickle.write(JPEG);
    // the route has sent half of the photo while the storage has not given the other half yet
    const { status, first, rest } = await Promise.race([
      answer,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no byte sent before the whole photo was read')), 5_000),
      ),
    ]);
    expect(status).toBe(200);
    expect(first.length).toBeGreaterThan(0);
    trickle.end(JPEG);
    expect((await rest).equals(Buffer.concat([JPEG, JPEG]))).toBe(true);
  });

  it('answers a removed or unknown photo with 404 (even to If-None-Match), a malformed name with 400', async () => {
    const gone = `${'9d'.repeat(32)}.png`;
    await files.save(gone, PNG.subarray(0, 100), 'image/png');
    expect((await get(`/api/photos/${gone}`)).status).toBe(200);
    await files.remove(gone);
    const revalidations: Array<Record<string, string>> = [{}, { 'if-none-match': `"${'9d'.repeat(32)}"` }];
    for (const headers of revalidations) {
      const answer = await get(`/api/photos/${gone}`, headers);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body.toString())).toEqual({ message: 'No such photo.' });
    }
    const malformed = await get('/api/photos/..%2F..%2Fetc%2Fpasswd');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body.toString())).toMatchObject({ message: 'No such photo.' });
  });
});
