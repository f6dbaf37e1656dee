import { createHash } from 'node:crypto';

/** The namespace of the ids an import derives from its rows (a UUID v4 chosen once for the site). */
const IMPORT_NAMESPACE = '5c0e6f3a-8f2d-4b7e-9a51-2d4c8e1f7b36';

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 of the namespace and the name), so the same row always
 * names the same record and a file imported twice records nothing the second time.
 */
export function uuidV5(name: string, namespace = IMPORT_NAMESPACE): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const folded = (text: string) => text.trim().toLowerCase();

/** A team's id: its league and its name, whatever the case. */
export const importedTeamId = (leagueId: string, teamName: string) =>
  uuidV5(`team\n${leagueId}\n${folded(teamName)}`);

/** A player's id: first name, middle initial and last name, whatever the case. */
export const importedPlayerId = (player: PlayerName) =>
  uuidV5(
    `player\n${folded(player.firstName)}\n${folded(player.middleInitial ?? '')}\n${folded(player.lastName)}`,
  );

/** A roster spot's id: its team and its player. */
export const importedRosterPlayerId = (teamId: string, playerId: string) =>
  uuidV5(`roster\n${teamId}\n${playerId}`);

export interface PlayerName {
  firstName: string;
  lastName: string;
  middleInitial: string | null;
}
