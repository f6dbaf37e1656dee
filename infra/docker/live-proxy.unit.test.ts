import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const nginx = readFileSync(new URL('./nginx.conf', import.meta.url), 'utf8');

/** The body of `location <match> { … }` (the blocks of this file hold no nested braces). */
function location(match: string): string {
  const start = nginx.indexOf(`location ${match} {`);
  expect(start, `location ${match}`).toBeGreaterThanOrEqual(0);
  return nginx.slice(start, nginx.indexOf('}', start));
}

describe('the live stream through the reverse proxy (GET /api/live)', () => {
  it('goes to the query API, each event passed on at once, held open for an hour, never compressed', () => {
    const live = location('= /api/live');
    expect(live).toContain('proxy_pass http://query_api;');
    expect(live).toContain('proxy_buffering off;');
    expect(live).toContain('proxy_read_timeout 1h;');
    expect(live).toContain('proxy_http_version 1.1;');
    expect(live).toContain('proxy_set_header Connection "";');
    expect(live).toContain('gzip off;');
    expect(live).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });

  it('leaves the other API calls their short read timeout', () => {
    expect(location('/api/')).toContain('proxy_read_timeout 30s;');
  });
});
