import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from '@league/contracts';
import { CONNECTION_LIMITS, createHttpApp, type HttpApp, type HttpAppOptions } from './app';
import { accessGuard } from './guard';
import { buildOpenApiDocument } from './openapi';
import { createTokenService } from './tokens';

const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
const admin = { authorization: `Bearer ${tokens.sign({ role: 'admin', id: 'admin-1' }).token}` };
const coach = (id: string) => ({ authorization: `Bearer ${tokens.sign({ role: 'coach', id }).token}` });

function routes(app: HttpApp) {
  app.get('/api/public', { onRequest: accessGuard(tokens, 'public') }, async (request) => ({
    actor: request.actor,
  }));
  app.get('/api/adminOnly', { onRequest: accessGuard(tokens, 'admin') }, async (request) => ({
    actor: request.actor,
  }));
  app.get(
    '/api/coach/:coachId/teams',
    {
      onRequest: accessGuard(tokens, { coachOf: 'coachId' }),
      schema: { params: z.object({ coachId: z.string() }) },
    },
    async (request) => ({ actor: request.actor }),
  );
  app.post(
    '/api/echo',
    {
      schema: {
        body: z.object({ count: z.number().int().min(0).max(99) }),
        querystring: z.object({ q: z.string().optional() }),
      },
    },
    async (request) => request.body,
  );
  app.get('/api/clash', async () => {
    throw conflict('Scheduling conflict.', { conflicts: [{ _id: 'g1' }] });
  });
  app.get('/api/boom', async () => {
    throw new Error('database exploded with secrets');
  });
}

describe('createHttpApp', () => {
  it('sends security headers with a CSP for the SPA', async () => {
    const app = await createHttpApp();
    routes(app);
    const response = await app.inject({ method: 'GET', url: '/api/public' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('sends the same security headers with an answer written on the raw connection', async () => {
    const app = await createHttpApp();
    app.get('/api/raw', (request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/plain' });
      reply.raw.end('raw');
    });
    const raw = await app.inject({ method: 'GET', url: '/api/raw' });
    expect(raw.body).toBe('raw');
    expect(raw.headers['content-security-policy']).toContain("default-src 'self'");
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
  });

  it('shapes every error as { message } (+ details) and never leaks internals', async () => {
    const app = await createHttpApp();
    routes(app);
    const clash = await app.inject({ method: 'GET', url: '/api/clash' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'Scheduling conflict.', conflicts: [{ _id: 'g1' }] });

    const boom = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secrets');
    expect(boom.json()).toEqual({ message: expect.any(String) });

    const missing = await app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No route GET /api/nothing/here' });

    const cases: Array<[string, string | undefined, number]> = [
      ['{"count": 1', 'application/json', 400],
      ['{"count": "1"}', 'application/json', 400],
      ['{"count": 100}', 'application/json', 400],
      ['{}', 'application/json', 400],
      ['count=1', 'application/x-www-form-urlencoded', 415],
      [JSON.stringify({ count: 1, pad: 'x'.repeat(1024 * 1024) }), 'application/json', 413],
    ];
    for (const [payload, type, status] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/echo',
        payload,
        headers: type ? { 'content-type': type } : {},
      });
      expect(response.statusCode, payload.slice(0, 20)).toBe(status);
      expect(response.json().message, payload.slice(0, 20)).toEqual(expect.any(String));
    }
    const named = await app.inject({ method: 'POST', url: '/api/echo', payload: { count: 'many' } });
    expect(named.json().message).toBe('count: Invalid input: expected number, received string');
    expect(named.json().fields).toEqual({ count: 'count: Invalid input: expected number, received string' });
  });

  it('guards routes: 401 without or with a bad token, 403 for a wrong role or another coach', async () => {
    const app = await createHttpApp();
    routes(app);
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });

    expect((await get('/api/public')).json()).toEqual({ actor: { role: 'public', id: null } });
    expect((await get('/api/public', admin)).json()).toEqual({ actor: { role: 'admin', id: 'admin-1' } });

    expect((await get('/api/adminOnly')).statusCode).toBe(401);
    expect((await get('/api/adminOnly', { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    expect((await get('/api/adminOnly', { authorization: 'Basic YWRtaW46YWRtaW4=' })).statusCode).toBe(401);
    expect((await get('/api/adminOnly', coach('c1'))).statusCode).toBe(403);
    expect((await get('/api/adminOnly', admin)).statusCode).toBe(200);

    expect((await get('/api/coach/c1/teams')).statusCode).toBe(401);
    expect((await get('/api/coach/c1/teams', coach('c1'))).json()).toEqual({
      actor: { role: 'coach', id: 'c1' },
    });
    const other = await get('/api/coach/c1/teams', coach('c2'));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: expect.any(String) });
    expect((await get('/api/coach/c1/teams', admin)).statusCode).toBe(200);
  });

  it('offers the guard as app.requireRole when given tokens, and refuses to guard without them', async () => {
    const app = await createHttpApp({ tokens });
    app.get('/api/rebuild', { preHandler: app.requireRole('admin') }, async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/api/rebuild' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/rebuild', headers: admin })).statusCode).toBe(200);

    const bare = await createHttpApp();
    expect(() => bare.requireRole('admin')).toThrow(/tokens/);
  });

  it('leaves the root not-found handler to the launcher (SPA fallback)', async () => {
    const app = await createHttpApp();
    app.setNotFoundHandler((_request, reply) => reply.type('text/html').send('<html>spa</html>'));
    expect((await app.inject({ method: 'GET', url: '/admin/venues' })).body).toBe('<html>spa</html>');
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({
      message: 'No route GET /api/unknown',
    });
  });
});

describe('the client address behind proxies', () => {
  const seenAddress = async (
    trustProxy: HttpAppOptions['trustProxy'],
    remoteAddress: string,
    forwardedFor: string,
  ) => {
    const app = await createHttpApp({ trustProxy });
    app.get('/api/ip', async (request) => ({ ip: request.ip }));
    const answer = await app.inject({
      method: 'GET',
      url: '/api/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return answer.json<{ ip: string }>().ip;
  };

  it('given no proxy trusted, when X-Forwarded-For is sent, then it is ignored', async () => {
    expect(await seenAddress(false, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await seenAddress(undefined, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('given a hop count, then the address that many hops out is the client, whatever the client wrote before it', async () => {
    expect(await seenAddress(1, '10.0.0.2', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seenAddress(2, '10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.3')).toBe('203.0.113.7');
  });

  it('given the proxies by address and network, then only their hops are skipped', async () => {
    const proxies = ['10.0.0.0/8', '2001:db8::1'];
    // the proxy in 10/8 names its client
    expect(await seenAddress(proxies, '10.1.2.3', '203.0.113.7')).toBe('203.0.113.7');
    // through two trusted proxies, the first untrusted address is the client
    expect(await seenAddress(proxies, '2001:db8::1', '198.51.100.1, 203.0.113.7, 10.9.9.9')).toBe(
      '203.0.113.7',
    );
    // a peer that is not a trusted proxy cannot name an address
    expect(await seenAddress(proxies, '192.0.2.50', '203.0.113.7')).toBe('192.0.2.50');
  });
});

describe('connection limits', () => {
  it('given no options, when the server is made, then the limits are the documented ones', async () => {
    const app = await createHttpApp();
    expect(CONNECTION_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      idleTimeoutMs: 15_000,
      keepAliveTimeoutMs: 5_000,
      maxRequestsPerSocket: 1_000,
      maxConnections: 10_000,
    });
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(60_000);
    expect(app.server.timeout).toBe(15_000);
    expect(app.server.keepAliveTimeout).toBe(5_000);
    expect(app.server.maxRequestsPerSocket).toBe(1_000);
    expect(app.server.maxConnections).toBe(10_000);
    // a body trickled one byte every 20 s is cut by the idle time, within 30 s
    expect(CONNECTION_LIMITS.idleTimeoutMs).toBeLessThan(20_000);
  });

  it('given options, then they replace the defaults one by one', async () => {
    const app = await createHttpApp({ connections: { idleTimeoutMs: 500, maxConnections: 3 } });
    expect(app.server.timeout).toBe(500);
    expect(app.server.maxConnections).toBe(3);
    expect(app.server.requestTimeout).toBe(60_000);
  });
});

describe('buildOpenApiDocument', () => {
  it('documents the given routes with their zod schemas', async () => {
    const document = (await buildOpenApiDocument([routes])) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/public', '/api/adminOnly', '/api/coach/{coachId}/teams', '/api/echo']),
    );
    expect(JSON.stringify(document.paths['/api/echo']?.post?.requestBody)).toContain('"maximum":99');
  });
});
