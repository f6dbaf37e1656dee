import type { SqlClient } from '../sql';

/**
 * Every coach account's address, each once whatever its spelling (the read model
 * rm.mail_coach_addresses, built from CoachSignedUp): the default recipients of an admin's e-mail.
 */
export async function coachAddresses(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT DISTINCT ON (lower(email)) email FROM rm.mail_coach_addresses ORDER BY lower(email), email`,
  );
  return rows.map((r) => r.email);
}
