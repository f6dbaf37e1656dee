import type { SqlClient } from '../sql';

/**
 * Every coach account's confirmed address, each once whatever its spelling (the read model
 * rm.mail_coach_addresses, built from CoachSignedUp and the confirmations): the default recipients of an
 * admin's e-mail. An address not yet confirmed may be someone else's (docs/accounts.md): no bulk mail.
 */
export async function coachAddresses(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT DISTINCT ON (lower(email)) email FROM rm.mail_coach_addresses
      WHERE confirmed ORDER BY lower(email), email`,
  );
  return rows.map((r) => r.email);
}
