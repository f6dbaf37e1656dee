import type { RegisteredTeamRecord } from '@league/read-models/registered-teams';

/** The coaches' addresses of these teams, once each (case-insensitively), sorted. */
export function emailAddressesOf(teams: readonly Pick<RegisteredTeamRecord, 'coachEmail'>[]): string[] {
  const byKey = new Map<string, string>();
  for (const team of teams) {
    const email = team.coachEmail?.trim();
    if (email && !byKey.has(email.toLowerCase())) byKey.set(email.toLowerCase(), email);
  }
  return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, email]) => email);
}
