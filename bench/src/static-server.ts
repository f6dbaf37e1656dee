import { createHttpApp } from '@league/infra/http';

/**
 * The reads bench's floor, run as a process of its own with npm start's node flags (reads.ts): the
 * site's HTTP app (its security headers, compression, limits) with one route that answers a prepared body
 * of `bytes` bytes, what a read would cost with no work at all. Prints `listening at <url>`.
 */
const app = await createHttpApp();
const bodies = new Map<number, string>();
app.get('/static/:bytes', async (request, reply) => {
  const bytes = Number((request.params as { bytes: string }).bytes);
  let body = bodies.get(bytes);
  if (body === undefined) {
    body = JSON.stringify({ filler: 'x'.repeat(Math.max(0, bytes - 14)) });
    bodies.set(bytes, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
});
console.log(`listening at ${await app.listen({ port: 0, host: '127.0.0.1' })}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
