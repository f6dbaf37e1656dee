import {
  badRequest,
  registeredTeamStream,
  teamRegistrationStream,
  notFound,
  rosterEditFromRequest,
  rosterFromRegistration,
  teamKey,
  REGISTERED_TEAM_NOT_FOUND_MESSAGE,
  SELECT_ORGANIZATION_MESSAGE,
  TEAM_ALREADY_REGISTERED_MESSAGE,
  type EditRegisteredTeamRequest,
  type RegisterTeamRequest,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { aggregate, fold, keyOwner, type UniqueKey } from '../handling';
import { organizationByName } from '../organizations';
import { registeredTeamDecider, type RegisteredTeamCommand, type RegisteredTeamState } from './decider';

/** The organization the coach picked, by name; anything else is a 400 (docs/rules.md §5). */
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

/** A registered team holds its coach's team and year: a coach registers a team once a year. */
function registrationKey(state: RegisteredTeamState): UniqueKey[] {
  if (state.status !== 'registered') return [];
  const { registeredTeamId, coachId, year, team } = state.team;
  const key = teamKey(team);
  return [
    {
      stream: teamRegistrationStream(coachId, year, key),
      ownerId: registeredTeamId,
      takenMessage: TEAM_ALREADY_REGISTERED_MESSAGE,
      holds: (store, owner) => isRegisteredAs(store, owner, coachId, year, key),
    },
  ];
}

/**
 * A registered team on its stream, holding its (coach, team, year) key: claimed by the registration
 * and by an edit that changes the team's name or year (which frees the old one), so a second
 * registration of the same team and year is a 409 even when both race.
 */
export const registeredTeamAggregate = aggregate(
  registeredTeamDecider,
  registeredTeamStream,
  registrationKey,
);

/** A coach registers a team for a year: the organization must be one of the league's. */
export async function registration(
  store: EventStore,
  coachId: string,
  request: RegisterTeamRequest,
  registeredTeamId: string,
  today: string,
): Promise<RegisteredTeamCommand & { type: 'RegisterTeam' }> {
  const org = await pickedOrganization(store, request.org, 'org');
  return {
    type: 'RegisterTeam',
    data: {
      registeredTeamId,
      coachId,
      ...org,
      team: request.team,
      year: request.year,
      headCoach: request.headCoach,
      assistantCoaches: request.assistantCoaches,
      date: dayOf(request.date, today),
      roster: rosterFromRegistration(request),
    },
  };
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

/** The coach's edit (the Out payload) of the registration the path names, and the team and year it leaves. */
export async function registrationEdit(
  store: EventStore,
  path: { coachId: string; team: string; year: number },
  request: EditRegisteredTeamRequest,
  today: string,
): Promise<{ registeredTeamId: string; team: string; year: number; edit: RegisteredTeamCommand }> {
  const registeredTeamId = await registeredTeamIdOf(store, path.coachId, path.team, path.year);
  const before = await readRegisteredTeam(store, registeredTeamId);
  if (before.status !== 'registered') throw notFound(REGISTERED_TEAM_NOT_FOUND_MESSAGE);
  const orgOut = request.orgOut?.trim() ?? '';
  const org = orgOut === '' ? undefined : await pickedOrganization(store, orgOut, 'orgOut');
  const team = request.teamOut?.trim() ? request.teamOut.trim() : before.team.team;
  const year = request.yearOut ?? before.team.year;
  const edit: RegisteredTeamCommand = {
    type: 'EditRegisteredTeam',
    data: {
      ...(request.headCoachOut !== undefined ? { headCoach: request.headCoachOut } : {}),
      ...(request.assistantCoachesOut !== undefined ? { assistantCoaches: request.assistantCoachesOut } : {}),
      team,
      year,
      ...(org ? { org } : {}),
      date: dayOf(request.dateOut, today),
      roster: rosterEditFromRequest(request),
    },
  };
  return { registeredTeamId, team, year, edit };
}
