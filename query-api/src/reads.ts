import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound } from '@league/contracts';
import type { ReadModels } from '@league/contracts/projections';
import { accessGuard, type Access } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import type { QueryApiDeps } from './deps';

type App = Parameters<FastifyPluginAsyncZod<QueryApiDeps>>[0];

/** How a read answers, given the read-model database and the request's validated path and query. */
export interface Read<Answer, Params = unknown, Query = unknown> {
  params?: z.ZodType<Params>;
  query?: z.ZodType<Query>;
  answer(db: SqlClient, request: { params: Params; query: Query }, reply: FastifyReply): Promise<Answer>;
}

/**
 * What a read waits for and is cached by: the read models it reads (the X-Min-Position wait and the
 * answer cache follow them), and for an answer that also depends on the day, that day. The read models are
 * those its read-model functions declare beside their SQL (`reads` of read-models/src/<module>.ts), or for
 * a league read its kind's (LEAGUE_READ_MODELS of contracts/src/live.ts, which the UI's live pages share).
 */
export type ReadsFrom = ReadModels | { projections: ReadModels; calendarDay: () => string };

/** The read models of a read that calls several read-model functions: `readsOf(reads.a, reads.b)`. */
export const readsOf = (...declared: readonly ReadModels[]): ReadModels => [...new Set(declared.flat())];

/** A read whose path and query give what it answers (`read({ params: teamByNameParams, answer: … })`). */
export const read = <Answer, Params = unknown, Query = unknown>(
  spec: Read<Answer, Params, Query>,
): Read<Answer, Params, Query> => spec;

/** Path parameters that are one id: `z.object({ leagueId: z.uuid() })`. */
type IdParams<Key extends string> = z.ZodObject<{ [Field in Key]: z.ZodType<string> }>;

/** A read of the one id in its path: `byId(readLeagueParams)(bracket)` answers `bracket(db, leagueId)`. */
export const byId = <Key extends string>(params: IdParams<Key>) => {
  const key = Object.keys(params.shape)[0] as Key;
  return <Answer>(
    reader: (db: SqlClient, id: string) => Promise<Answer>,
  ): Read<Answer, Record<Key, string>> => ({
    params: params as unknown as z.ZodType<Record<Key, string>>,
    answer: (db, request) => reader(db, request.params[key]),
  });
};

/** A read of nothing but the database: `whole(masterSchedule)`. */
export const whole = <Answer>(reader: (db: SqlClient) => Promise<Answer>): Read<Answer> => ({
  answer: (db) => reader(db),
});

/** A read of nothing but the database, answered under one name: `named('allVenues', allVenues)`. */
export const named = <Name extends string, Rows>(
  name: Name,
  reader: (db: SqlClient) => Promise<Rows>,
): Read<{ [Key in Name]: Rows }> => ({
  answer: async (db) => ({ [name]: await reader(db) }) as { [Key in Name]: Rows },
});

/** The row a read found, or a 404 with the message of what is not there. */
export function found<Row>(row: Row | null | undefined, message: string): Row {
  if (!row) throw notFound(message);
  return row;
}

/**
 * A reader of one record by id whose record, when there is one, is answered as `answerOf` makes it from
 * the read model's (`answeredAs(organizationById, orgItem)`: the answer's `_id`, made at the edge).
 */
export const answeredAs =
  <Row, Answer>(reader: (db: SqlClient, id: string) => Promise<Row | null>, answerOf: (row: Row) => Answer) =>
  async (db: SqlClient, id: string): Promise<Answer | null> => {
    const row = await reader(db, id);
    return row === null ? null : answerOf(row);
  };

/**
 * A read of the one record whose id is in its path, answered under a name, or a 404 with the message of
 * what is not there: `oneById(orgParams, 'org', organizationById, ORG_NOT_FOUND_MESSAGE)`.
 */
export const oneById = <Key extends string, Name extends string, Row>(
  params: IdParams<Key>,
  name: Name,
  reader: (db: SqlClient, id: string) => Promise<Row | null>,
  message: string,
): Read<{ [Field in Name]: Row }, Record<Key, string>> =>
  byId(params)(
    async (db, id) => ({ [name]: found(await reader(db, id), message) }) as { [Field in Name]: Row },
  );

type AnswerOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : unknown;

/**
 * The GET routes of one capability, one line each: who may read them (an admin read is marked secured in
 * the OpenAPI document), their OpenAPI tag, and per route its path, its 200 answer's schema (null: the
 * read sends its own answer), the read models it reads (null: none, it is not a projection) and its read.
 */
export function readRoutes(app: App, deps: QueryApiDeps, access: Access, tag: string) {
  const onRequest = accessGuard(deps.tokens, access);
  const security = access === 'public' ? {} : { security: [{ bearerAuth: [] }] };
  return function get<Schema extends z.ZodType | null, Params, Query>(
    path: string,
    answer: Schema,
    from: ReadsFrom | null,
    reading: Read<AnswerOf<Schema>, Params, Query>,
  ): void {
    const config = from === null ? {} : { config: 'projections' in from ? from : { projections: from } };
    const schema = {
      tags: [tag],
      ...security,
      ...(reading.params ? { params: reading.params } : {}),
      ...(reading.query ? { querystring: reading.query } : {}),
      ...(answer ? { response: { 200: answer } } : {}),
    };
    app.get(path, { onRequest, ...config, schema }, async (request, reply) =>
      reading.answer(deps.db, request as { params: Params; query: Query }, reply),
    );
  };
}
