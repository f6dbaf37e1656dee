import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IF_MATCH_REQUIRED_MESSAGE, type LeagueError } from '@league/contracts';
import { createHttpApp, type HttpApp } from './app';
import { accessGuard } from './guard';
import { IF_MATCH_MALFORMED_MESSAGE, ifMatchOf, parseIfMatch, requiringIfMatch } from './if-match';
import { createTokenService } from './tokens';

const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
const admin = { authorization: `Bearer ${tokens.sign({ role: 'admin', id: 'admin-1' }).token}` };

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error as LeagueError;
  }
  throw new Error('expected a refusal');
};

describe('parseIfMatch', () => {
  it('reads the version as a number or as an ETag, strong or weak', () => {
    expect(parseIfMatch('3')).toBe(3);
    expect(parseIfMatch(' "12" ')).toBe(12);
    expect(parseIfMatch('W/"0"')).toBe(0);
    expect(parseIfMatch(['4', '5'])).toBe(4);
  });

  it('answers 428 without the header and 400 for anything but a version', () => {
    expect(refusal(() => parseIfMatch(undefined))).toMatchObject({
      status: 428,
      message: IF_MATCH_REQUIRED_MESSAGE,
    });
    for (const header of ['', '*', 'abc', '-1', '1.5', '1234567890']) {
      expect(
        refusal(() => parseIfMatch(header)),
        header,
      ).toMatchObject({
        status: 400,
        message: IF_MATCH_MALFORMED_MESSAGE,
      });
    }
  });
});

/** A guarded edit route that counts the requests its handler ran, and one that forgot the declaration. */
async function editApp(options: { openapi?: boolean } = {}) {
  const handled: number[] = [];
  const app: HttpApp = await createHttpApp(options);
  app.patch(
    '/api/admin/:rinkId/updateRink',
    requiringIfMatch({
      onRequest: accessGuard(tokens, 'admin'),
      schema: {
        params: z.object({ rinkId: z.string() }),
        body: z.object({ rinkName: z.string().min(1, 'Please enter a name.') }),
        response: { 200: z.object({ version: z.number() }) },
      },
    }),
    async (request) => {
      handled.push(ifMatchOf(request));
      return { version: ifMatchOf(request) };
    },
  );
  app.delete('/api/admin/:rinkId/forgot', async (request) => ({ version: ifMatchOf(request) }));
  return { app, handled };
}

describe('requiringIfMatch', () => {
  const edit = (app: HttpApp, headers: Record<string, string>, payload: object = { rinkName: 'North' }) =>
    app.inject({ method: 'PATCH', url: '/api/admin/r1/updateRink', headers, payload });

  it('hands the version to the handler', async () => {
    const { app, handled } = await editApp();
    const response = await edit(app, { ...admin, 'if-match': '"7"' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: 7 });
    expect(handled).toEqual([7]);
  });

  it('answers 428 without If-Match, after the access guard and before the body is validated, never running the handler', async () => {
    const { app, handled } = await editApp();
    expect((await edit(app, {})).statusCode).toBe(401);
    const missing = await edit(app, admin);
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toEqual({ message: IF_MATCH_REQUIRED_MESSAGE });
    const missingWithBadBody = await edit(app, admin, { rinkName: '' });
    expect(missingWithBadBody.statusCode).toBe(428);
    expect(handled).toEqual([]);
  });

  it('answers 400 for a malformed If-Match, never running the handler', async () => {
    const { app, handled } = await editApp();
    const malformed = await edit(app, { ...admin, 'if-match': 'yesterday' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: IF_MATCH_MALFORMED_MESSAGE });
    expect(handled).toEqual([]);
  });

  it('keeps validating the body once If-Match is there', async () => {
    const { app, handled } = await editApp();
    const blank = await edit(app, { ...admin, 'if-match': '1' }, { rinkName: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Please enter a name.');
    expect(handled).toEqual([]);
  });

  it('makes a route that asks for If-Match without declaring it a server error', async () => {
    const { app } = await editApp();
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/admin/r1/forgot',
      headers: { 'if-match': '1' },
    });
    expect(response.statusCode).toBe(500);
  });

  it('documents the required If-Match header and the 428 answer', async () => {
    const { app } = await editApp({ openapi: true });
    await app.ready();
    const { paths } = app.swagger() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters: { in: string; name: string; required: boolean }[];
            responses: Record<string, { content: Record<string, { schema: unknown }> }>;
          }
        >
      >;
    };
    const operation = paths['/api/admin/{rinkId}/updateRink']!['patch']!;
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'if-match', required: true }),
    );
    expect(Object.keys(operation.responses)).toEqual(['200', '428']);
    expect(JSON.stringify(operation.responses['428'])).toContain(IF_MATCH_REQUIRED_MESSAGE);
  });
});
