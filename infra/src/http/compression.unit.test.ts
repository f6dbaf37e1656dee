import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from './app';
import { answerEncoding, COMPRESS_MIN_BYTES, encodeAnswer } from './compression';

const bigAnswer = {
  teams: Array.from({ length: 60 }, (_, i) => ({ _id: `team-${i}`, teamName: `Team ${i}` })),
};
const smallAnswer = { status: 'ok' };
const preSerialized = JSON.stringify(bigAnswer);

describe('compressed API answers', () => {
  let app: HttpApp;
  beforeAll(async () => {
    app = await createHttpApp();
    app.get('/api/big', async () => bigAnswer);
    app.get('/api/small', async () => smallAnswer);
    // as an answer cache does: a body serialized once, an ETag, and 304 when the client has it
    app.get('/api/cached', async (request, reply) => {
      reply.header('etag', '"v1"');
      if (request.headers['if-none-match'] === '"v1"') return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(preSerialized);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends JSON over 1 KB as brotli when the client accepts it, gzip otherwise', async () => {
    expect(JSON.stringify(bigAnswer).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(bigAnswer);

    const gz = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(bigAnswer);
  });

  it('sends JSON under 1 KB as it is', async () => {
    const res = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(smallAnswer);
  });

  it('sends everything as it is to a client that accepts no encoding', async () => {
    const res = await app.inject({ url: '/api/big' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(bigAnswer);
  });

  it('compresses a pre-serialized body and keeps its ETag; a 304 stays empty', async () => {
    const res = await app.inject({ url: '/api/cached', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBe('"v1"');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(preSerialized);

    const again = await app.inject({
      url: '/api/cached',
      headers: { 'accept-encoding': 'br', 'if-none-match': '"v1"' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('answers kept compressed', () => {
  it('choose the encoding as the compression of answers does', () => {
    expect(answerEncoding('gzip, deflate, br')).toBe('br');
    expect(answerEncoding('gzip')).toBe('gzip');
    expect(answerEncoding('*')).toBe('gzip');
    expect(answerEncoding('x-gzip')).toBe('gzip');
    expect(answerEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(answerEncoding('identity')).toBeNull();
    expect(answerEncoding('deflate')).toBeNull();
    expect(answerEncoding(undefined)).toBeNull();
  });

  it('are the bytes they stand for', () => {
    const body = Buffer.from(preSerialized);
    expect(brotliDecompressSync(encodeAnswer(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(encodeAnswer(body, 'gzip')).equals(body)).toBe(true);
  });
});
