import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, startSecurityTestSite, type SecurityTestSite } from './test-site';

let site: SecurityTestSite;
beforeAll(async () => {
  site = await startSecurityTestSite();
});
afterAll(async () => site?.close());

/** Hostile values of a path segment or query parameter, as they appear in a URL. */
const BAD_VALUES = [
  '99999999999',
  '-99999999999',
  '1e400',
  '%00',
  'a%00b',
  '%C0%80',
  '%FF',
  '%0D%0ASet-Cookie:x',
  'x'.repeat(300),
  encodeURIComponent('é'.repeat(2000)),
  '00000000-0000-4000-8000-00000000000z',
  '%25',
  '..%2F..%2Fetc',
  '9999-99-99',
  '2026-02-30',
  'NaN',
  '0x10',
];

/** A plausible value for every other parameter, so the hostile one is the only thing wrong. */
function plausible(name: string): string {
  if (/id$/i.test(name)) return '00000000-0000-4000-8000-0000000000c1';
  if (name === 'year') return '2026';
  return 'A';
}

describe('every GET route of the OpenAPI document with hostile parameters', () => {
  it('answers each with a 4xx or a 2xx, never a 5xx', async () => {
    const gets = site.routes.filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of gets) {
      for (const value of BAD_VALUES) {
        const urls = [
          ...route.pathParams.map((target) =>
            fillPath(route.path, (name) => (name === target ? value : plausible(name))),
          ),
          ...route.queryParams.map((name) => `${fillPath(route.path, plausible)}?${name}=${value}`),
        ];
        for (const url of urls) {
          const answer = await site.app.inject({ method: 'GET', url, headers: site.admin });
          if (answer.statusCode >= 500) failures.push(`${answer.statusCode} GET ${url.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
