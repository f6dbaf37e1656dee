import {
  badRequest,
  notFound,
  rosterEditFromRequest,
  rosterFromRegistration,
  teamKey,
  REGISTERED_TEAM_NOT_FOUND_MESSAGE,
  SELECT_ORGANIZATION_MESSAGE,
  TEAM_ALREADY_REGISTERED_MESSAGE,
  type EditRegisteredTeamRequest,
  type Position,
  type RegisterTeamRequest,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { fold, handleCommand, type CommandContext } from '../handling';
import { organizationByName } from '../organizations';
import { keyOwner, releaseKey, withClaim, type KeyClaim } from '../unique-keys';
import { registeredTeamDecider, type RegisteredTeamState } from './decider';
import { registeredTeamStream, teamRegistrationStream } from '@league/contracts';

export interface TeamWritten {
  registeredTeamId: string;
  coachId: string;
  team: string;
  year: number;
  position: Position;
}

/** The organization the coach picked, by name; anything else is the spec's 400. */
async function pickedOrganization(store: EventStore, name: string, field: string) {
  const org = await organizationByName(store, name);
  if (!org)
    throw badRequest(SELECT_ORGANIZATION_MESSAGE, { fields: { [field]: SELECT_ORGANIZATION_MESSAGE } });
  return { orgId: org.orgId, organization: org.orgName };
}

const dayOf = (date: string | null | undefined, today: string) =>
  date && date.length >= 10 ? date.slice(0, 10) : today;

/** Whether the registration is recorded as the coach's `key` team in `year` (else its claim is stale). */
async function isRegisteredAs(
  store: EventStore,
  registeredTeamId: string,
  coachId: string,
  year: number,
  key: string,
) {
  const state = await readRegisteredTeam(store, registeredTeamId);
  return (
    state.status === 'registered' &&
    state.team.coachId === coachId &&
    state.team.year === year &&
    teamKey(state.team.team) === key
  );
}

const claimOf = (
  store: EventStore,
  coachId: string,
  year: number,
  team: string,
  registeredTeamId: string,
): KeyClaim => ({
  stream: teamRegistrationStream(coachId, year, teamKey(team)),
  ownerId: registeredTeamId,
  takenMessage: TEAM_ALREADY_REGISTERED_MESSAGE,
  holds: (owner) => isRegisteredAs(store, owner, coachId, year, teamKey(team)),
});

/**
 * A coach registers a team for a year: the organization must exist; the (coach, team, year) key is
 * claimed first, so a second registration of the same team and year is a 409 even when both race.
 */
export async function registerTeam(
  store: EventStore,
  coachId: string,
  request: RegisterTeamRequest,
  registeredTeamId: string,
  context: CommandContext,
  today: string,
): Promise<TeamWritten> {
  const org = await pickedOrganization(store, request.org, 'org');
  const data = {
    registeredTeamId,
    coachId,
    ...org,
    team: request.team,
    year: request.year,
    headCoach: request.headCoach,
    assistantCoaches: request.assistantCoaches,
    date: dayOf(request.date, today),
    roster: rosterFromRegistration(request),
  };
  const position = await withClaim(
    store,
    claimOf(store, coachId, request.year, request.team, registeredTeamId),
    context,
    async () =>
      (
        await handleCommand(
          store,
          registeredTeamStream(registeredTeamId),
          registeredTeamDecider,
          { type: 'RegisterTeam', data },
          context,
          { create: true },
        )
      ).position,
  );
  return { registeredTeamId, coachId, team: request.team, year: request.year, position };
}

export async function readRegisteredTeam(
  store: EventStore,
  registeredTeamId: string,
): Promise<RegisteredTeamState> {
  return fold(registeredTeamDecider, await store.readStream(registeredTeamStream(registeredTeamId)));
}

/** The coach's registration of `team` in `year` (team name compared case-insensitively), or a 404. */
export async function registeredTeamIdOf(
  store: EventStore,
  coachId: string,
  team: string,
  year: number,
): Promise<string> {
  const registeredTeamId = await keyOwner(store, teamRegistrationStream(coachId, year, teamKey(team)));
  if (!registeredTeamId || !(await isRegisteredAs(store, registeredTeamId, coachId, year, teamKey(team)))) {
    throw notFound(REGISTERED_TEAM_NOT_FOUND_MESSAGE);
  }
  return registeredTeamId;
}

/**
 * The coach's edit (the Out payload). A new team name or year claims its key before the change and frees
 * the old one after it.
 */
export async function editRegisteredTeam(
  store: EventStore,
  path: { coachId: string; team: string; year: number },
  request: EditRegisteredTeamRequest,
  context: CommandContext,
  options: { today: string; expectedVersion?: number },
): Promise<TeamWritten> {
  const registeredTeamId = await registeredTeamIdOf(store, path.coachId, path.team, path.year);
  const before = await readRegisteredTeam(store, registeredTeamId);
  if (before.status !== 'registered') throw notFound(REGISTERED_TEAM_NOT_FOUND_MESSAGE);
  const orgOut = request.orgOut?.trim() ?? '';
  const org = orgOut === '' ? undefined : await pickedOrganization(store, orgOut, 'orgOut');
  const team = request.teamOut?.trim() ? request.teamOut.trim() : before.team.team;
  const year = request.yearOut ?? before.team.year;
  const edit = async () =>
    (
      await handleCommand(
        store,
        registeredTeamStream(registeredTeamId),
        registeredTeamDecider,
        {
          type: 'EditRegisteredTeam',
          data: {
            ...(request.headCoachOut !== undefined ? { headCoach: request.headCoachOut } : {}),
            ...(request.assistantCoachesOut !== undefined
              ? { assistantCoaches: request.assistantCoachesOut }
              : {}),
            team,
            year,
            ...(org ? { org } : {}),
            date: dayOf(request.dateOut, options.today),
            roster: rosterEditFromRequest(request),
          },
        },
        context,
        options.expectedVersion === undefined ? {} : { expectedVersion: options.expectedVersion },
      )
    ).position;
  const oldKey = teamKey(before.team.team);
  if (teamKey(team) === oldKey && year === before.team.year) {
    return { registeredTeamId, coachId: path.coachId, team, year, position: await edit() };
  }
  const position = await withClaim(
    store,
    claimOf(store, path.coachId, year, team, registeredTeamId),
    context,
    edit,
  );
  await releaseKey(
    store,
    teamRegistrationStream(path.coachId, before.team.year, oldKey),
    registeredTeamId,
    context,
  );
  return { registeredTeamId, coachId: path.coachId, team, year, position };
}
