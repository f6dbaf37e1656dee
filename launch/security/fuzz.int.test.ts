import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_STREAMS,
  fillPath,
  startSecurityTestSite,
  type DocumentedRoute,
  type JsonSchema,
  type SecurityTestSite,
} from './test-site';

let site: SecurityTestSite;
beforeAll(async () => {
  site = await startSecurityTestSite();
});
afterAll(async () => site?.close());

/** Generated requests per route (plus the fixed cases): the whole file stays well under a minute. */
const RUNS_PER_ROUTE = 12;
/** An answer's budget, in CPU time of this process (other test files share the machine's cores). */
const ANSWER_BUDGET_MS = 100;

const LONG = 'x'.repeat(100_000);
const badText = fc.constantFrom(LONG, 'a\u0000b', '\u0007bell', 'lone \ud800 surrogate', 'x'.repeat(5_000));
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant({ nested: { deeper: [1, 2] } }),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const badNumber = fc.constantFrom(1e308, -1e308, 99_999_999_999, -1, 1.5, '12', 'NaN');

/** A value the field's documented type does not allow (or an extreme of it). */
function badValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const typed = schema?.anyOf?.find((branch) => branch.type && branch.type !== 'null') ?? schema;
  const type = Array.isArray(typed?.type) ? typed.type.find((t) => t !== 'null') : typed?.type;
  switch (type) {
    case 'string':
      return fc.oneof(badText, wrongType);
    case 'number':
    case 'integer':
      return fc.oneof(badNumber, badText);
    case 'boolean':
      return fc.oneof(fc.constantFrom('yes', 2, 'true'), badText);
    case 'array':
      return fc.oneof(
        badText,
        fc.constant({}),
        fc.array(wrongType, { minLength: 1, maxLength: 3 }),
        fc.constant(Array.from({ length: 2_000 }, () => LONG.slice(0, 50))),
      );
    default:
      return fc.oneof(badText, wrongType, badNumber);
  }
}

/** Bodies that must be refused: not an object, every field wrong, or required fields missing. */
function badBody(schema: JsonSchema | null): fc.Arbitrary<unknown> {
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(badText, wrongType), {
    maxKeys: 3,
  });
  const notAnObject = fc.oneof(
    fc.integer(),
    fc.string({ maxLength: 20 }),
    fc.constant(null),
    fc.array(fc.integer()),
  );
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return fc.oneof(notAnObject, extra);
  const everyFieldWrong = fc
    .record(Object.fromEntries(properties.map(([name, field]) => [name, badValue(field)])))
    .chain((fields) => extra.map((more) => ({ ...more, ...fields })));
  const missingRequired = (schema?.required ?? []).length > 0 ? [extra] : [];
  return fc.oneof(notAnObject, everyFieldWrong, ...missingRequired);
}

/** Path segments and query values that no route takes. */
const badSegment = fc.constantFrom(
  '99999999999',
  '-1',
  '%00',
  'a%00b',
  '%FF',
  'not-a-uuid',
  '00000000-0000-4000-8000-00000000000z',
  encodeURIComponent('é'.repeat(500)),
  'x'.repeat(300),
  '..%2F..%2Fetc',
  '1e400',
);

/**
 * The admin with an If-Match, so an edit of a record gets as far as its input checks (without it the
 * edit is a 428 before anything is read); the other routes ignore the header.
 */
const editing = () => ({ ...site.admin, 'if-match': '0' });

interface Sent {
  method: DocumentedRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The generated requests of a route (each path parameter, query value and body bad). */
function badRequests(route: DocumentedRoute): fc.Arbitrary<Sent> {
  const segments = fc.tuple(...route.pathParams.map(() => badSegment));
  const query = fc.tuple(...route.queryParams.map(() => badSegment));
  return fc.tuple(segments, query, badBody(route.bodySchema)).map(([values, queryValues, body]) => {
    const url = fillPath(route.path, (name) => values[route.pathParams.indexOf(name)]!);
    const search = route.queryParams.map((name, i) => `${name}=${queryValues[i]}`).join('&');
    return {
      method: route.method,
      url: search ? `${url}?${search}` : url,
      headers: { ...editing(), ...(route.hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(route.hasBody ? { payload: JSON.stringify(body) } : {}),
    };
  });
}

/** Requests every route gets: broken JSON, wrong content types, a body over the limit. */
function fixedRequests(route: DocumentedRoute): Sent[] {
  // ids that look right, so only the body is wrong
  const url = fillPath(route.path, (name) =>
    name === 'coachId' ? site.coachId : name === 'year' ? '2026' : '00000000-0000-4000-8000-000000000001',
  );
  const body = (contentType: string, payload: string): Sent => ({
    method: route.method,
    url,
    headers: { ...editing(), 'content-type': contentType },
    payload,
  });
  if (route.method === 'GET' || route.method === 'DELETE')
    return [{ method: route.method, url: `${url}?${'q'.repeat(10)}=${LONG}`, headers: editing() }];
  return [
    body('application/json', '{"unterminated": '),
    body('application/json', '\u0000'),
    body('application/json', JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) })),
    body('text/plain', 'hello'),
    body('application/x-www-form-urlencoded', 'a=1&b=2'),
    body('multipart/form-data', '--nope'),
  ];
}

describe('fuzzing every route of the OpenAPI document with bad input', () => {
  it('never answers 5xx, records nothing, answers each within budget, and /healthz stays responsive', async () => {
    expect(site.routes.length).toBeGreaterThan(90);
    const before = await site.eventCount();
    const problems: string[] = [];
    let slowest = { ms: 0, label: '' };
    const statuses = new Set<number>();

    // another client reads /healthz all along: a request that blocked the event loop would delay it
    const healthz: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const start = performance.now();
        const answer = await site.app.inject({ method: 'GET', url: '/healthz' });
        if (answer.statusCode !== 200) problems.push(`/healthz answered ${answer.statusCode}`);
        healthz.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    const send = async (request: Sent, measured: boolean) => {
      const cpu = process.cpuUsage();
      const answer = await site.app.inject(request);
      const used = process.cpuUsage(cpu);
      const ms = (used.user + used.system) / 1000;
      const label = `${request.method} ${request.url.slice(0, 100)} ${request.payload?.slice(0, 80) ?? ''}`;
      if (answer.statusCode >= 500)
        problems.push(`${answer.statusCode} ${label}: ${answer.body.slice(0, 200)}`);
      if (measured && ms > slowest.ms) slowest = { ms, label };
      statuses.add(answer.statusCode);
      return answer.statusCode;
    };

    for (const route of site.routes) {
      if (EVENT_STREAMS.has(route.path)) continue;
      const fixed = fixedRequests(route);
      await send(fixed[0]!, false); // the route's first request compiles its schemas: not measured
      for (const request of fixed) await send(request, true);
      await fc.assert(
        fc.asyncProperty(badRequests(route), async (request) => {
          const status = await send(request, true);
          return status < 500;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20_260_301, endOnFailure: true },
      );
    }
    reading = false;
    await reader;

    expect(problems).toEqual([]);
    expect(await site.eventCount()).toBe(before);
    // the input reached the checks it was meant for: validation, body limit, content type, sizes
    expect([...statuses].sort()).toEqual(expect.arrayContaining([400, 413, 415]));
    expect(slowest.ms, `slowest answer: ${slowest.label}`).toBeLessThan(ANSWER_BUDGET_MS);
    healthz.sort((a, b) => a - b);
    expect(healthz.length).toBeGreaterThan(20);
    // the median /healthz read is not held up by the fuzzing
    expect(healthz[Math.floor(healthz.length / 2)]).toBeLessThan(ANSWER_BUDGET_MS);
  });
});
