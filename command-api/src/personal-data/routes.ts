import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coachPersonParams,
  erasePersonalDataByEmailRequest,
  LeagueError,
  normaliseEmail,
  notFound,
  personalDataByEmailErasedAnswer,
  personalDataErasedAnswer,
  registrantPersonParams,
  START,
  PERSON_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { commandsOf, type CommandContext } from '../handling';
import type { CommandApiDeps } from '../deps';
import { personalDataErasure, type ErasedKind } from './erasure';

export { erasureDecider } from './erasure';

const secured = [{ bearerAuth: [] }];

/** The projection whose table finds a tournament's registrants by their (opened) e-mail addresses. */
const REGISTRANTS_PROJECTION = 'tournaments';
const READ_MODEL_WAIT_MS = 5_000;
export const ERASURE_UNAVAILABLE_MESSAGE =
  'The registrations are being updated. Please try the erasure again in a moment.';

/** The two erasures of one person: a coach's (by the account id) and a tournament registrant's. */
const ERASURE_ROUTES = [
  {
    kind: 'coach',
    path: '/api/admin/:coachAccountId/eraseCoachPersonalData',
    tag: 'accounts',
    params: coachPersonParams,
    subjectOf: (params: unknown) => (params as { coachAccountId: string }).coachAccountId,
  },
  {
    kind: 'registrant',
    path: '/api/admin/:registrantId/eraseRegistrantPersonalData',
    tag: 'tournaments',
    params: registrantPersonParams,
    subjectOf: (params: unknown) => (params as { registrantId: string }).registrantId,
  },
] as const;

/**
 * POST /api/admin/{coachAccountId}/eraseCoachPersonalData, /api/admin/{registrantId}/eraseRegistrantPersonalData
 * and /api/admin/erasePersonalDataByEmail (admin): see personalDataErasure. Each answers once the
 * erasure is complete: recorded, keys deleted, read models updated and the files rewritten. 404 for a
 * person the log does not know; by e-mail, an unknown address erases nothing (`erased: 0`).
 */
export const personalDataRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { context } = commandsOf(deps);
  const erasure = personalDataErasure(deps);

  for (const route of ERASURE_ROUTES) {
    app.post(
      route.path,
      {
        onRequest: onlyAdmin,
        schema: {
          tags: [route.tag],
          security: secured,
          params: route.params,
          response: { 200: personalDataErasedAnswer },
        },
      },
      async (request) => {
        const erased = await erasure.erase(route.kind, route.subjectOf(request.params), context(request));
        if (!erased) throw notFound(PERSON_NOT_FOUND_MESSAGE);
        await erasure.complete(erased.position);
        return { personId: erased.personId, position: erased.position };
      },
    );
  }

  /** The registrants recorded with this address (as e-mail or second e-mail), from the read model. */
  async function registrantsWithAddress(email: string): Promise<string[]> {
    const readModel = deps.readModel;
    if (!readModel) throw new LeagueError(503, ERASURE_UNAVAILABLE_MESSAGE);
    const head = await deps.store.headPosition();
    if (
      head !== null &&
      !(await readModel.waitForPosition(head, READ_MODEL_WAIT_MS, [REGISTRANTS_PROJECTION]))
    )
      throw new LeagueError(503, ERASURE_UNAVAILABLE_MESSAGE);
    const { rows } = await readModel.db.query<{ registrant_id: string }>(
      `SELECT registrant_id FROM rm.tournament_registrants
        WHERE lower(btrim(email)) = $1 OR lower(btrim(email2)) = $1
        ORDER BY registrant_id`,
      [email],
    );
    return rows.map((row) => row.registrant_id);
  }

  async function eraseEveryone(email: string, by: CommandContext) {
    const people: Array<{ kind: ErasedKind; id: string }> = [];
    const coachId = await erasure.coachOf(email);
    if (coachId) people.push({ kind: 'coach', id: coachId });
    for (const id of await registrantsWithAddress(email)) people.push({ kind: 'registrant', id });
    const outcomes = [];
    for (const person of people) outcomes.push(await erasure.erase(person.kind, person.id, by));
    // the address itself, for the mail that knows it (its key is gone already when a person above had it)
    outcomes.push(await erasure.eraseAddress(email, by));
    const done = outcomes.filter((outcome) => outcome !== null);
    return {
      erased: done.filter((outcome) => outcome.recorded).length,
      position: done.at(-1)?.position ?? (await deps.store.headPosition()) ?? START,
      /** anything found, recorded now or before (a repeat completes an erasure cut short) */
      found: done.length > 0,
    };
  }

  app.post(
    '/api/admin/erasePersonalDataByEmail',
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['accounts'],
        security: secured,
        body: erasePersonalDataByEmailRequest,
        response: { 200: personalDataByEmailErasedAnswer },
      },
    },
    async (request) => {
      const { erased, position, found } = await eraseEveryone(
        normaliseEmail(request.body.email),
        context(request),
      );
      if (found) await erasure.complete(position);
      return { erased, position };
    },
  );
};
