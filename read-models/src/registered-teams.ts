import { teamKey, type RosterSlot } from '@league/contracts';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

/**
 * The reads of the registered_teams read model (its tables: registered_teams, registration_coach_emails):
 * the coaches' and admins' team lists and forms, and the public tournament rosters' rows (no coach, no
 * coach names, no e-mail).
 */

const REGISTERED_TEAMS = ['registered_teams'] as const;

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  registeredTeams: REGISTERED_TEAMS,
  teamsForACoach: REGISTERED_TEAMS,
  coachTeam: REGISTERED_TEAMS,
  currentTeamYears: REGISTERED_TEAMS,
  currentTeamsOfYear: REGISTERED_TEAMS,
  unconfirmedCoaches: ['mail_coach_addresses'],
} as const satisfies ReadsDeclaration;

/**
 * A registered team as the read model holds it: its 30 slots in order (an empty slot has a blank name)
 * and each slot's committed flag. The HTTP answers' shapes (`_id`, the flat form, `BY`) are made from it
 * at the edge, in query-api/src/registration/answers.ts.
 */
export interface RegisteredTeamRecord {
  registeredTeamId: string;
  coachId: string;
  year: number;
  organization: string;
  orgId: string;
  team: string;
  headCoach: string;
  assistantCoaches: string;
  isCurrent: boolean;
  /** YYYY-MM-DD: registration or last edit */
  date: string;
  roster: RosterSlot[];
  committed: boolean[];
  version: number;
  /** the coach's sign-up address (the admins' list only; null elsewhere) */
  coachEmail: string | null;
}

const TEAM_COLUMNS = `t.registered_team_id AS "registeredTeamId", t.coach_id AS "coachId", t.year, t.organization,
  t.org_id AS "orgId", t.team, t.head_coach AS "headCoach", t.assistant_coaches AS "assistantCoaches",
  t.is_current AS "isCurrent", t.date, t.roster, t.committed, t.version`;
const ORDER = `ORDER BY t.year DESC, lower(t.organization), lower(t.team), t.registered_team_id`;

/** Current or archived teams (of one year when given), each with its coach's e-mail. */
export async function registeredTeams(
  db: SqlClient,
  filter: { isCurrent: boolean; year?: number | undefined },
): Promise<RegisteredTeamRecord[]> {
  const params: unknown[] = [filter.isCurrent];
  if (filter.year !== undefined) params.push(filter.year);
  const { rows } = await db.query<RegisteredTeamRecord>(
    `SELECT ${TEAM_COLUMNS}, e.email AS "coachEmail"
       FROM rm.registered_teams t
       LEFT JOIN rm.registration_coach_emails e ON e.coach_id = t.coach_id
      WHERE t.is_current = $1 ${filter.year !== undefined ? 'AND t.year = $2' : ''}
      ${ORDER}`,
    params,
  );
  return rows;
}

/** A coach's team in their list of teams. */
export type CoachTeamRecord = Pick<
  RegisteredTeamRecord,
  | 'registeredTeamId'
  | 'coachId'
  | 'year'
  | 'organization'
  | 'team'
  | 'headCoach'
  | 'assistantCoaches'
  | 'isCurrent'
>;

export async function teamsForACoach(db: SqlClient, coachId: string): Promise<CoachTeamRecord[]> {
  const { rows } = await db.query<CoachTeamRecord>(
    `SELECT t.registered_team_id AS "registeredTeamId", t.coach_id AS "coachId", t.year, t.organization, t.team,
            t.head_coach AS "headCoach", t.assistant_coaches AS "assistantCoaches", t.is_current AS "isCurrent"
       FROM rm.registered_teams t WHERE t.coach_id = $1 ${ORDER}`,
    [coachId],
  );
  return rows;
}

/** The coach's team of that name (case-insensitive) and year. */
export async function coachTeam(
  db: SqlClient,
  coachId: string,
  team: string,
  year: number,
): Promise<RegisteredTeamRecord | null> {
  const { rows } = await db.query<RegisteredTeamRecord>(
    `SELECT ${TEAM_COLUMNS}, NULL AS "coachEmail" FROM rm.registered_teams t
      WHERE t.coach_id = $1 AND t.year = $2 AND t.team_key = $3`,
    [coachId, year, teamKey(team)],
  );
  return rows[0] ?? null;
}

/** A current registered team as the public tournament rosters read it: no coach, no e-mail. */
export interface PublicRosterRow {
  registeredTeamId: string;
  year: number;
  organization: string;
  team: string;
  roster: RosterSlot[];
  committed: boolean[];
}

/** The years with current registered teams, newest first. */
export async function currentTeamYears(db: SqlClient): Promise<number[]> {
  const { rows } = await db.query<{ year: number }>(
    `SELECT DISTINCT year FROM rm.registered_teams WHERE is_current ORDER BY year DESC`,
  );
  return rows.map((row) => row.year);
}

/** The current registered teams of `year`, by team and organization, with only what the public may see. */
export async function currentTeamsOfYear(db: SqlClient, year: number): Promise<PublicRosterRow[]> {
  const { rows } = await db.query<PublicRosterRow>(
    `SELECT registered_team_id AS "registeredTeamId", year, organization, team, roster, committed
       FROM rm.registered_teams WHERE is_current AND year = $1
      ORDER BY lower(team), lower(organization), registered_team_id`,
    [year],
  );
  return rows;
}

/**
 * The coaches whose sign-up address is not confirmed yet (rm.mail_coach_addresses of the
 * mail_coach_addresses read model; docs/accounts.md): the admin's mail to every coach leaves them out.
 */
export async function unconfirmedCoaches(db: SqlClient): Promise<Set<string>> {
  const { rows } = await db.query<{ coach_id: string }>(
    'SELECT coach_id FROM rm.mail_coach_addresses WHERE NOT confirmed',
  );
  return new Set(rows.map((row) => row.coach_id));
}
