import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, PAGE_COMPRESS_MIN_BYTES, pageEncoding } from './page-encoding';

describe('the encoding of a page', () => {
  it('prefers brotli, then gzip, as the client accepts them', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('GZIP;q=0.5')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });

  it('honours a refusal (q=0) and a wildcard', () => {
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('br;q=0, *;q=0.1')).toBe('gzip');
  });

  it('compresses a page worth it, and sends a small one as it is', () => {
    const page = `<!doctype html><html><body>${'<p>Standings</p>'.repeat(100)}</body></html>`;
    expect(brotliDecompressSync(encodePage(page, 'br')).toString()).toBe(page);
    expect(gunzipSync(encodePage(page, 'gzip')).toString()).toBe(page);
    expect(encodePage(page, null)).toBe(page);
    const small = 'x'.repeat(PAGE_COMPRESS_MIN_BYTES - 1);
    expect(encodePage(small, 'br')).toBe(small);
  });
});
