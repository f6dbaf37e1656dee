import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Position } from '@league/contracts';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import type { CommandApiDeps } from '../deps';
import { commandsOf, type Aggregate } from './commands';
import type { DomainEvent } from './decider';
import type { RecordId } from './records';

const admin = [{ bearerAuth: [] }];

/** How a record's routes record a change; each answers the log position of the change (or of the one it repeats). */
export interface RecordWrites<Fields, Change> {
  /** a new record (its id chosen by the caller or made by the route) */
  create(request: FastifyRequest, record: Fields): Promise<Position>;
  /** the fields to change and the record's id; the request's If-Match is `ifMatchOf(request)` */
  update(request: FastifyRequest, change: Change): Promise<Position>;
  /** the record's id; the request's If-Match is `ifMatchOf(request)` */
  remove(request: FastifyRequest, id: string): Promise<Position>;
}

/** A route's path and its one path parameter, which holds the record's id (by default named as the id field). */
interface RecordPath {
  path: string;
  params: z.ZodType<Record<string, string>>;
  param?: string;
}

export interface RecordRoutesConfig<
  Fields extends RecordId<Id>,
  Id extends string,
  Create extends { id?: string | undefined },
  Change extends object,
> {
  /** the OpenAPI tag of the routes */
  tag: string;
  /** the field that holds the record's id: every answer is `{ [id]: the id, position }` */
  id: Id;
  answer: z.ZodType;
  /** POST (201): the body with an optional `id`, and the record's other fields made of it */
  create: { path: string; body: z.ZodType<Create>; fields(body: Create): Omit<Fields, Id> };
  /** PATCH (200): the fields to change; requires If-Match */
  update: RecordPath & { body: z.ZodType<Change> };
  /** DELETE (200); requires If-Match */
  remove: RecordPath;
  writes(deps: CommandApiDeps): RecordWrites<Fields, Change & RecordId<Id>>;
}

/** The admin-only create, update and remove routes of a simple record; the update and the remove require If-Match. */
export function recordRoutes<
  Fields extends RecordId<Id>,
  Id extends string,
  Create extends { id?: string | undefined },
  Change extends object,
>(config: RecordRoutesConfig<Fields, Id, Create, Change>): FastifyPluginAsyncZod<CommandApiDeps> {
  const { create, update, remove } = config;
  const idIn = (request: FastifyRequest, route: RecordPath) =>
    (request.params as Record<string, string>)[route.param ?? config.id]!;
  const answer = (id: string, position: Position) => ({ [config.id]: id, position });

  return async (app, deps) => {
    const onlyAdmin = accessGuard(deps.tokens, 'admin');
    const writes = config.writes(deps);
    const schema = { tags: [config.tag], security: admin };

    app.post(
      create.path,
      { onRequest: onlyAdmin, schema: { ...schema, body: create.body, response: { 201: config.answer } } },
      async (request, reply) => {
        const body = request.body as Create;
        const id = body.id ?? randomUUID();
        const record = { [config.id]: id, ...create.fields(body) } as unknown as Fields;
        return reply.code(201).send(answer(id, await writes.create(request, record)));
      },
    );

    app.patch(
      update.path,
      requiringIfMatch({
        onRequest: onlyAdmin,
        schema: { ...schema, params: update.params, body: update.body, response: { 200: config.answer } },
      }),
      async (request) => {
        const id = idIn(request, update);
        const change = { ...(request.body as Change), [config.id]: id } as Change & RecordId<Id>;
        return answer(id, await writes.update(request, change));
      },
    );

    app.delete(
      remove.path,
      requiringIfMatch({
        onRequest: onlyAdmin,
        schema: { ...schema, params: remove.params, response: { 200: config.answer } },
      }),
      async (request) => {
        const id = idIn(request, remove);
        return answer(id, await writes.remove(request, id));
      },
    );
  };
}

type DataOf<Command, Type> = Extract<Command, { type: Type }> extends { data: infer Data } ? Data : never;

/**
 * The writes of a record whose aggregate decides them: a create with the caller's id is answered as the
 * first one when repeated; an update and a remove check the request's If-Match.
 */
export function recordCommands<
  State,
  Command extends { type: string; data: object },
  Event extends DomainEvent,
  Create extends Command['type'],
  Update extends Command['type'],
  Remove extends Command['type'],
>(
  target: Aggregate<State, Command, Event>,
  names: { id: string; create: Create; update: Update; remove: Remove },
): (deps: CommandApiDeps) => RecordWrites<DataOf<Command, Create>, DataOf<Command, Update>> {
  const idOf = (data: unknown) => (data as Record<string, string>)[names.id]!;
  return (deps) => {
    const { run } = commandsOf(deps);
    const command = (type: Command['type'], data: unknown) => ({ type, data }) as Command;
    const write = async (request: FastifyRequest, id: string, sent: Command, create = false) =>
      (await run(request, target.of(id), sent, create ? { create: true } : { ifMatch: true })).position;
    return {
      create: (request, record) => write(request, idOf(record), command(names.create, record), true),
      update: (request, change) => write(request, idOf(change), command(names.update, change)),
      remove: (request, id) => write(request, id, command(names.remove, { [names.id]: id })),
    };
  };
}
