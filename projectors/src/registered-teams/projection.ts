import {
  ERASED_TEXT,
  PERSONAL_DATA_ERASED,
  REGISTERED_TEAM_EVENT_TYPES,
  ROSTER_SLOTS,
  teamKey,
  type CoachEvent,
  type PersonalDataErased,
  type RecordedEvent,
  type RegisteredTeamData,
  type RegisteredTeamEvent,
} from '@league/contracts';
import { openEvents, sqlPersonKeys } from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';

/**
 * Registered teams (current and archived) with their 30 roster slots and committed flags, and the coaches'
 * sign-up e-mail addresses (from the account events, for allEmailAddresses and each team's coachEmail).
 * Team rows are written only when the event's stream version is newer than the row's: re-delivery and
 * rebuilds give the same table. Coach addresses are sealed in the log and opened here; a coach whose
 * personal data was erased has no address row (the team's coachEmail is then null), during a rebuild too.
 */
export const registeredTeamsProjection: Projection = {
  name: 'registered_teams',
  version: 2,
  tables: ['registered_teams', 'registration_coach_emails'],
  handles: [...REGISTERED_TEAM_EVENT_TYPES, 'CoachSignedUp', PERSONAL_DATA_ERASED],

  async setup(db, schema) {
    await db.exec(`
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
    `);
  },

  async apply(tx, schema, events) {
    for (const event of await openEvents(sqlPersonKeys(tx), events)) {
      if (event.type === PERSONAL_DATA_ERASED) {
        const { kind, subjectId } = (event as RecordedEvent & PersonalDataErased).data;
        if (kind !== 'coach') continue;
        await tx.query(`DELETE FROM ${schema}.registration_coach_emails WHERE coach_id = $1`, [subjectId]);
      } else if (event.type === 'CoachSignedUp') {
        const { coachId, email } = (event as RecordedEvent & CoachEvent).data;
        if (email === ERASED_TEXT) continue;
        await tx.query(
          `INSERT INTO ${schema}.registration_coach_emails (coach_id, email) VALUES ($1, $2)
           ON CONFLICT (coach_id) DO NOTHING`,
          [coachId, email],
        );
      } else {
        await applyTeamEvent(tx, schema, event as RecordedEvent & RegisteredTeamEvent);
      }
    }
  },
};

const NONE_COMMITTED = JSON.stringify(Array.from({ length: ROSTER_SLOTS }, () => false));

function teamColumns(data: RegisteredTeamData) {
  return [
    data.orgId,
    data.organization,
    data.team,
    teamKey(data.team),
    data.year,
    data.headCoach,
    data.assistantCoaches,
    data.date,
    JSON.stringify(data.roster),
  ];
}

async function applyTeamEvent(tx: SqlClient, schema: string, event: RecordedEvent & RegisteredTeamEvent) {
  const table = `${schema}.registered_teams`;
  const newer = `registered_team_id = $1 AND version < $2`;
  switch (event.type) {
    case 'TeamRegistered':
      await tx.query(
        `INSERT INTO ${table} (registered_team_id, version, coach_id, org_id, organization, team, team_key, year,
           head_coach, assistant_coaches, date, roster, committed, is_current)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true)
         ON CONFLICT (registered_team_id) DO NOTHING`,
        [
          event.data.registeredTeamId,
          event.streamVersion,
          event.data.coachId,
          ...teamColumns(event.data),
          NONE_COMMITTED,
        ],
      );
      return;
    case 'RegisteredTeamEdited':
      await tx.query(
        `UPDATE ${table} SET version = $2, org_id = $3, organization = $4, team = $5, team_key = $6, year = $7,
           head_coach = $8, assistant_coaches = $9, date = $10, roster = $11
         WHERE ${newer}`,
        [event.data.registeredTeamId, event.streamVersion, ...teamColumns(event.data)],
      );
      return;
    case 'PlayersMarkedCommitted':
      await tx.query(`UPDATE ${table} SET version = $2, committed = $3 WHERE ${newer}`, [
        event.data.registeredTeamId,
        event.streamVersion,
        JSON.stringify(event.data.committed),
      ]);
      return;
    case 'RegisteredTeamArchived':
    case 'RegisteredTeamRestored':
      await tx.query(`UPDATE ${table} SET version = $2, is_current = $3 WHERE ${newer}`, [
        event.data.registeredTeamId,
        event.streamVersion,
        event.type === 'RegisteredTeamRestored',
      ]);
      return;
  }
}
