import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESS_FIELDS,
  coachPersonParams,
  isEmailAddress,
  notFound,
  personalDataErasedAnswer,
  personId,
  registrantPersonParams,
  PERSON_NOT_FOUND_MESSAGE,
  type PersonalDataErased,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { commandsOf, handleCommand, type CommandContext, type Decider } from '../handling';
import { personalDataOf, type CommandApiDeps } from '../deps';
import { coachStream, registrantStream } from '@league/contracts';

type ErasureCommand = { type: 'ErasePersonalData'; data: PersonalDataErased['data'] };

/** A person's stream (coach-… or registrant-…) as far as erasure goes: recorded once, then nothing. */
export const erasureDecider: Decider<{ erased: boolean }, ErasureCommand, PersonalDataErased> = {
  initialState: () => ({ erased: false }),
  evolve: (state, event) => (event.type === 'PersonalDataErased' ? { erased: true } : state),
  decide: (command, state) => (state.erased ? [] : [{ type: 'PersonalDataErased', data: command.data }]),
};

const secured = [{ bearerAuth: [] }];

/** The two erasures: a coach's (by the account id) and a tournament registrant's. */
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
 * POST /api/admin/{coachAccountId}/eraseCoachPersonalData and /api/admin/{registrantId}/eraseRegistrantPersonalData
 * (admin): records PersonalDataErased on the person's stream (who erased and when, no personal data), then
 * deletes the keys of the person's e-mail addresses (which seal the mail to and from them) and the
 * person's key, so every sealed value of that person (log, read models after any rebuild, the bus, mail
 * events) can no longer be opened. Asked again, it records nothing and deletes the key again (a crash
 * between the two steps is repaired that way). 404 for a person the log does not know.
 */
export const personalDataRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { context } = commandsOf(deps);
  const personalData = personalDataOf(deps);

  async function erase(kind: 'coach' | 'registrant', subjectId: string, by: CommandContext) {
    const stream = kind === 'coach' ? coachStream(subjectId) : registrantStream(subjectId);
    const past = await deps.store.readStream(stream);
    if (past.length === 0) throw notFound(PERSON_NOT_FOUND_MESSAGE);
    const tournamentId = past
      .map((event) => (event.data as { tournamentId?: unknown }).tournamentId)
      .find((id): id is string => typeof id === 'string');
    // the addresses the person was recorded with, read (opened) while their key still exists
    const addresses = new Set(
      past.flatMap((event) =>
        (ADDRESS_FIELDS[event.type] ?? [])
          .map((field) => (event.data as Record<string, unknown>)[field])
          .filter((value): value is string => typeof value === 'string' && isEmailAddress(value.trim())),
      ),
    );
    const addressIds = [
      ...new Set(await Promise.all([...addresses].map((address) => personalData.addressPersonId(address)))),
    ];
    const id = personId(kind, subjectId);
    const { position } = await handleCommand(
      deps.store,
      stream,
      erasureDecider,
      {
        type: 'ErasePersonalData',
        data: {
          personId: id,
          kind,
          subjectId,
          ...(tournamentId ? { tournamentId } : {}),
          ...(addressIds.length > 0 ? { addressIds } : {}),
          erasedBy: { role: by.actor.role, id: by.actor.id },
          erasedAt: by.now().toISOString(),
        },
      },
      by,
      { past },
    );
    // their address keys first: the person's own key, deleted last, still opens the addresses should
    // this stop in between and be asked again
    for (const addressId of addressIds) await personalData.erase(addressId);
    await personalData.erase(id);
    return { personId: id, position };
  }

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
      async (request) => erase(route.kind, route.subjectOf(request.params), context(request)),
    );
  }
};
