import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpApp, type ConnectionLimits, type HttpApp } from './app';

/**
 * Slow and greedy clients over real sockets, with the limits made small (their defaults are held to the
 * docs in app.unit.test.ts): what a client trickles or holds is cut.
 */
const apps: HttpApp[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app on a free port whose POST /api/echo counts the bodies it was given. */
async function server(connections: Partial<ConnectionLimits>) {
  const app = await createHttpApp({ connections });
  apps.push(app);
  let handled = 0;
  app.post('/api/echo', { schema: { body: z.object({ n: z.number() }) } }, async (request) => {
    handled++;
    return request.body;
  });
  app.get('/api/hello', async () => ({ hello: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { port, handled: () => handled };
}

/** A raw connection: everything it received as text, and whether the server has closed it. */
async function open(port: number) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => (closed = true));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed: () => closed };
}

/** How many connections the server holds now. */
const connectionCount = (app: HttpApp) =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

async function untilCount(app: HttpApp, count: number) {
  const deadline = Date.now() + 5_000;
  while ((await connectionCount(app)) !== count) {
    if (Date.now() > deadline) throw new Error(`not ${count} connections within time`);
    await sleep(10);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within time');
    await sleep(10);
  }
}

const BODY = '{"n":12345}';
const postHead = (length = BODY.length) =>
  `POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/** Sends `text` a byte at a time, `everyMs` apart, while the connection is open. */
async function trickle(connection: Awaited<ReturnType<typeof open>>, text: string, everyMs: number) {
  for (const byte of text) {
    if (connection.closed()) return false;
    connection.socket.write(byte);
    await sleep(everyMs);
  }
  return true;
}

describe('slow clients', () => {
  it('given a body trickled slower than the idle time, then the connection is cut and nothing is handled', async () => {
    const { port, handled } = await server({ idleTimeoutMs: 200, requestTimeoutMs: 10_000 });
    const client = await open(port);
    client.socket.write(postHead());
    const finished = await trickle(client, BODY, 400);
    expect(finished).toBe(false);
    expect(client.closed()).toBe(true);
    expect(handled()).toBe(0);
  });

  it('given a body sent slowly but steadily within the request time, then it is handled', async () => {
    const { port, handled } = await server({ idleTimeoutMs: 300, requestTimeoutMs: 10_000 });
    const client = await open(port);
    client.socket.write(postHead());
    expect(await trickle(client, BODY, 50)).toBe(true);
    await until(() => client.received().includes('\r\n\r\n{"n":12345}'));
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(handled()).toBe(1);
  });

  it('given a steady body that takes longer than the request time, then it is answered 408 and cut', async () => {
    const { port, handled } = await server({
      idleTimeoutMs: 5_000,
      headersTimeoutMs: 200,
      requestTimeoutMs: 400,
    });
    const client = await open(port);
    client.socket.write(postHead(1_000));
    await trickle(client, ' '.repeat(1_000), 20);
    await until(client.closed);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(handled()).toBe(0);
  });

  it('given headers trickled past the headers time, then the connection is answered 408 and cut', async () => {
    const { port } = await server({ idleTimeoutMs: 5_000, headersTimeoutMs: 300, requestTimeoutMs: 5_000 });
    const client = await open(port);
    await trickle(client, 'GET /api/hello HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(200), 20);
    await until(client.closed);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('connections held', () => {
  it('given a kept-alive connection left idle, then it is closed after the keep-alive time', async () => {
    const { port } = await server({ keepAliveTimeoutMs: 200, idleTimeoutMs: 5_000 });
    const client = await open(port);
    client.socket.write('GET /api/hello HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => client.received().includes('{"hello":true}'));
    expect(client.received()).toMatch(/keep-alive/i);
    await until(client.closed);
  });

  it('given the cap of requests on one connection, then the last one says Connection: close and no more are served', async () => {
    const { port } = await server({ maxRequestsPerSocket: 2 });
    const client = await open(port);
    const get = 'GET /api/hello HTTP/1.1\r\nHost: x\r\n\r\n';
    const answers = () => client.received().split(/(?=HTTP\/1\.1 )/);
    client.socket.write(get);
    await until(() => answers().length === 1 && client.received().includes('{"hello":true}'));
    expect(answers()[0]).toMatch(/connection: keep-alive/i);
    client.socket.write(get);
    await until(() => answers().length === 2 && answers()[1]!.includes('{"hello":true}'));
    expect(answers()[1]).toMatch(/connection: close/i);
    client.socket.write(get);
    await until(() => answers().length === 3);
    expect(answers()[2]).toMatch(/^HTTP\/1\.1 503/);
  });

  it('given as many connections open as allowed, then one more is closed at once, and admitted once one goes', async () => {
    const { port } = await server({ maxConnections: 2 });
    const first = await open(port);
    const second = await open(port);
    // the server has accepted both before the next one knocks
    await untilCount(apps[0]!, 2);
    const refused = await open(port);
    await until(refused.closed);
    expect(refused.received()).toBe('');
    expect(first.closed() || second.closed()).toBe(false);

    first.socket.destroy();
    await untilCount(apps[0]!, 1);
    const admitted = await open(port);
    admitted.socket.write('GET /api/hello HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => admitted.received().includes('{"hello":true}'));
  });
});
