import {
  SLOTS,
  teamKey,
  type CoachTeamItem,
  type RegisteredTeamFormAnswer,
  type RegisteredTeamItem,
  type RosterSlot,
} from '@league/contracts';
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
  coachTeamForm: REGISTERED_TEAMS,
  currentTeamYears: REGISTERED_TEAMS,
  currentTeamsOfYear: REGISTERED_TEAMS,
  unconfirmedCoaches: ['mail_coach_addresses'],
} as const satisfies ReadsDeclaration;

interface TeamRow {
  _id: string;
  coachId: string;
  year: number;
  organization: string;
  orgId: string;
  team: string;
  headCoach: string;
  assistantCoaches: string;
  isCurrent: boolean;
  date: string;
  roster: RosterSlot[];
  committed: boolean[];
  version: number;
  coachEmail: string | null;
}

const TEAM_COLUMNS = `t.registered_team_id AS "_id", t.coach_id AS "coachId", t.year, t.organization,
  t.org_id AS "orgId", t.team, t.head_coach AS "headCoach", t.assistant_coaches AS "assistantCoaches",
  t.is_current AS "isCurrent", t.date, t.roster, t.committed, t.version`;
const ORDER = `ORDER BY t.year DESC, lower(t.organization), lower(t.team), t.registered_team_id`;

function teamItem(row: TeamRow): RegisteredTeamItem {
  const { roster, committed, ...rest } = row;
  const filled = roster
    .map((slot, i) => ({ slot: i + 1, ...slot, playerIsCommitted: committed[i] === true }))
    .filter((slot) => slot.name.trim() !== '');
  return {
    ...rest,
    roster: filled,
    activePlayers: filled.filter((slot) => slot.playerIsActive).length,
  };
}

/** Current or archived teams (of one year when given), each with its coach's e-mail. */
export async function registeredTeams(
  db: SqlClient,
  filter: { isCurrent: boolean; year?: number | undefined },
): Promise<RegisteredTeamItem[]> {
  const params: unknown[] = [filter.isCurrent];
  if (filter.year !== undefined) params.push(filter.year);
  const { rows } = await db.query<TeamRow>(
    `SELECT ${TEAM_COLUMNS}, e.email AS "coachEmail"
       FROM rm.registered_teams t
       LEFT JOIN rm.registration_coach_emails e ON e.coach_id = t.coach_id
      WHERE t.is_current = $1 ${filter.year !== undefined ? 'AND t.year = $2' : ''}
      ${ORDER}`,
    params,
  );
  return rows.map(teamItem);
}

export async function teamsForACoach(db: SqlClient, coachId: string): Promise<CoachTeamItem[]> {
  const { rows } = await db.query<CoachTeamItem>(
    `SELECT t.registered_team_id AS "_id", t.coach_id AS "coachId", t.year, t.organization, t.team,
            t.head_coach AS "headCoach", t.assistant_coaches AS "assistantCoaches", t.is_current AS "isCurrent"
       FROM rm.registered_teams t WHERE t.coach_id = $1 ${ORDER}`,
    [coachId],
  );
  return rows;
}

/** The coach's team of that name (case-insensitive) and year as the registration form's flat fields. */
export async function coachTeamForm(
  db: SqlClient,
  coachId: string,
  team: string,
  year: number,
): Promise<RegisteredTeamFormAnswer | null> {
  const { rows } = await db.query<TeamRow>(
    `SELECT ${TEAM_COLUMNS}, NULL AS "coachEmail" FROM rm.registered_teams t
      WHERE t.coach_id = $1 AND t.year = $2 AND t.team_key = $3`,
    [coachId, year, teamKey(team)],
  );
  const row = rows[0];
  if (!row) return null;
  const form: Record<string, unknown> = {
    _id: row._id,
    coachId: row.coachId,
    headCoach: row.headCoach,
    assistantCoaches: row.assistantCoaches,
    team: row.team,
    org: row.organization,
    year: row.year,
    date: row.date,
    isCurrent: row.isCurrent,
    version: row.version,
  };
  for (const n of SLOTS) {
    const slot = row.roster[n - 1];
    form[`name${n}`] = slot?.name ?? '';
    form[`number${n}`] = slot?.number ?? null;
    form[`BY${n}`] = slot?.BY ?? null;
    form[`playerIsGoalie${n}`] = slot?.playerIsGoalie ?? false;
    form[`playerIsTaxi${n}`] = slot?.playerIsTaxi ?? false;
    form[`playerIsActive${n}`] = slot?.playerIsActive ?? false;
    form[`playerIsCommitted${n}`] = row.committed[n - 1] === true;
  }
  return form as RegisteredTeamFormAnswer;
}

/** A current registered team as the public tournament rosters read it: no coach, no e-mail. */
export interface PublicRosterRow {
  _id: string;
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
    `SELECT registered_team_id AS "_id", year, organization, team, roster, committed
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
