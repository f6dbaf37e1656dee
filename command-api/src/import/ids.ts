import { nameBasedId } from '../handling/name-based-id';

/** The namespace of the ids an import derives from its rows (a UUID v4 chosen once for the site). */
const IMPORT_NAMESPACE = '5c0e6f3a-8f2d-4b7e-9a51-2d4c8e1f7b36';

/** An import's id of a row's record: the same row always names the same record. */
export const uuidV5 = (name: string) => nameBasedId(IMPORT_NAMESPACE, name);

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
