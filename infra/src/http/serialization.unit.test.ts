import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpApp } from './app';

const answer = z.object({ name: z.string(), count: z.number().int(), note: z.string().nullable() });

async function appAnswering(validateResponses: boolean, body: unknown) {
  const app = await createHttpApp({ validateResponses });
  app.get('/api/thing', { schema: { response: { 200: answer } } }, async () => body as never);
  return app.inject({ method: 'GET', url: '/api/thing' });
}

describe('answer serialization', () => {
  it('in production writes only what the schema declares, without checking it with zod', async () => {
    const leaky = { name: 'Ann', count: 2, note: null, email: 'ann@example.org' };
    const response = await appAnswering(false, leaky);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"name":"Ann","count":2,"note":null}');
  });

  it('under test checks every answer against its schema: a wrong one is a 500', async () => {
    expect((await appAnswering(true, { name: 'Ann', count: 2, note: null, email: 'x' })).body).toBe(
      '{"name":"Ann","count":2,"note":null}',
    );
    expect((await appAnswering(true, { name: 'Ann', count: 'two', note: null })).statusCode).toBe(500);
  });
});
