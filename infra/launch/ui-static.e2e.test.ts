import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from '@league/infra/http';
import { precompressDir } from '../../ui/vite/precompress';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, serveUiBundle } from './ui-static';

// a stand-in for ui/dist: what a Vite build writes, big enough to be worth compressing
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const entryJs = `export const routes = ${JSON.stringify(Array.from({ length: 80 }, (_, i) => `/league/page-${i}`))};`;
const favicon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

describe('serving the built UI', () => {
  let dist: string;
  let app: HttpApp;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'league-ui-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), indexHtml);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), entryJs);
    await writeFile(join(dist, 'favicon.svg'), favicon);
    await precompressDir(dist);
    app = await createHttpApp();
    await serveUiBundle(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('the build writes .br and .gz next to each asset worth compressing', () => {
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      expect(existsSync(join(dist, `${file}.br`)), `${file}.br`).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), `${file}.gz`).toBe(true);
    }
    expect(existsSync(join(dist, 'favicon.svg.br'))).toBe(false);
  });

  it('sends the brotli file of a hashed asset, cached for good', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(entryJs);
  });

  it('sends the gzip file to a client without brotli, and the file itself to one with neither', async () => {
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(entryJs);

    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entryJs);
  });

  it('sends index.html for / and for deep links, compressed and revalidated on every visit', async () => {
    for (const url of ['/', '/admin/venues']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route GET /api/nothing-here' });
  });
});
