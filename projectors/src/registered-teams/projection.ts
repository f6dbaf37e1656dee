import {
  ERASED_TEXT,
  ROSTER_SLOTS,
  teamKey,
  type CoachSignedUp,
  type PersonalDataErased,
  type RecordedEvent,
  type RegisteredTeamData,
  type RegisteredTeamArchived,
  type RegisteredTeamEvent,
  type RegisteredTeamRestored,
} from '@league/contracts';
import { openEvents, sqlPersonKeys } from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';
import { defineProjection, updateNewer, tablesOf, insertOnce } from '../define';
import { coachAddressHandlers } from '../coach-address-handlers';

/**
 * Registered teams (current and archived) with their 30 roster slots and committed flags, and the coaches'
 * sign-up e-mail addresses (from the account events, for allEmailAddresses and each team's coachEmail).
 * Team rows are written only when the event's stream version is newer than the row's: re-delivery and
 * rebuilds give the same table. Coach addresses and head coaches are sealed in the log and opened here; a
 * coach whose personal data was erased has no address row (the team's coachEmail is then null) and their
 * teams' head coach reads ERASED_TEXT, during a rebuild too.
 */
export const registeredTeamsProjection = defineProjection<
  RegisteredTeamEvent | CoachSignedUp | PersonalDataErased
>({
  name: 'registered_teams',
  version: 4,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.registered_teams (
        registered_team_id uuid PRIMARY KEY,
        coach_id uuid NOT NULL,
        org_id uuid NOT NULL,
        organization text NOT NULL,
        team text NOT NULL,
        team_key text NOT NULL,
        year integer NOT NULL,
        head_coach text NOT NULL,
        assistant_coaches text NOT NULL,
        date text NOT NULL,
        roster jsonb NOT NULL,
        committed jsonb NOT NULL,
        is_current boolean NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX registered_teams_by_coach ON ${schema}.registered_teams (coach_id, year, team_key);
      CREATE INDEX registered_teams_by_year ON ${schema}.registered_teams (is_current, year);
      CREATE TABLE ${schema}.registration_coach_emails (
        coach_id uuid PRIMARY KEY,
        email text NOT NULL
      );
    `,
  ),

  open: (tx, events) => openEvents(sqlPersonKeys(tx), events),
  on: {
    ...coachAddressHandlers('registration_coach_emails', 'first', async (tx, schema, coachId) => {
      await tx.query(`UPDATE ${table(schema)} SET head_coach = $2 WHERE coach_id = $1 AND head_coach <> $2`, [
        coachId,
        ERASED_TEXT,
      ]);
    }),
    async TeamRegistered(tx, schema, { data, streamVersion }) {
      await insertOnce(tx, table(schema), ['registered_team_id'], {
        registered_team_id: data.registeredTeamId,
        version: streamVersion,
        coach_id: data.coachId,
        ...teamColumns(data),
        committed: NONE_COMMITTED,
        is_current: true,
      });
    },
    async RegisteredTeamEdited(tx, schema, { data, streamVersion }) {
      await updateNewer(tx, table(schema), teamKeyOf(data), teamColumns(data), streamVersion);
    },
    async PlayersMarkedCommitted(tx, schema, { data, streamVersion }) {
      const set = { committed: JSON.stringify(data.committed) };
      await updateNewer(tx, table(schema), teamKeyOf(data), set, streamVersion);
    },
    RegisteredTeamArchived: currentOrNot,
    RegisteredTeamRestored: currentOrNot,
  },
});

const NONE_COMMITTED = JSON.stringify(Array.from({ length: ROSTER_SLOTS }, () => false));

/** The team's columns a registration or an edit writes, in the table's order. */
function teamColumns(data: RegisteredTeamData) {
  return {
    org_id: data.orgId,
    organization: data.organization,
    team: data.team,
    team_key: teamKey(data.team),
    year: data.year,
    head_coach: data.headCoach,
    assistant_coaches: data.assistantCoaches,
    date: data.date,
    roster: JSON.stringify(data.roster),
  };
}

const table = (schema: string) => `${schema}.registered_teams`;
const teamKeyOf = (data: { registeredTeamId: string }) => ({ registered_team_id: data.registeredTeamId });

async function currentOrNot(
  tx: SqlClient,
  schema: string,
  event: RecordedEvent & (RegisteredTeamArchived | RegisteredTeamRestored),
) {
  const set = { is_current: event.type === 'RegisteredTeamRestored' };
  await updateNewer(tx, table(schema), teamKeyOf(event.data), set, event.streamVersion);
}
