import { z } from 'zod';
import {
  NOTHING_TO_CHANGE_MESSAGE,
  playerNumberField,
  requiredText,
  uuidField,
  writeAnswer,
} from '../fields';
import { divisionNameField } from './leagues';

export const TEAM_NAME_MESSAGE = 'Please enter a team name.';
export const PICK_LEAGUE_MESSAGE = 'Please pick a league.';
export const PICK_PLAYERS_MESSAGE = 'Please pick at least one player.';
export const PLAYER_TWICE_MESSAGE = 'Each player can be added only once.';
export const NUMBER_TWICE_MESSAGE = 'Each number can be given to only one player.';
export const MAX_ROSTER = 30;
export const OVERRIDE_REASON_MESSAGE = 'Please give the reason for adding the player anyway.';
/**
 * The 409 of addPlayers when a player is on the roster of another current team of the same league; the
 * admin may add them anyway with `override: {reason}` (docs/api.md "Rosters").
 */
export const ON_LEAGUE_TEAM_MESSAGE = (playerName: string, teamName: string) =>
  `${playerName} is already on the ${teamName} roster in this league.`;

export const teamNameField = requiredText('team name', TEAM_NAME_MESSAGE, 100);

export const createTeamRequest = z.object({
  id: uuidField('id').optional(),
  leagueId: z.uuid(PICK_LEAGUE_MESSAGE),
  teamName: teamNameField,
  divisionName: divisionNameField.optional(),
});
export type CreateTeamRequest = z.input<typeof createTeamRequest>;

export const updateTeamRequest = z
  .object({ teamName: teamNameField.optional(), divisionName: divisionNameField.optional() })
  .refine((v) => v.teamName !== undefined || v.divisionName !== undefined, NOTHING_TO_CHANGE_MESSAGE);
export type UpdateTeamRequest = z.input<typeof updateTeamRequest>;

export const rosterEntry = z.object({
  playerId: uuidField('playerId'),
  number: playerNumberField,
});

/**
 * An admin's exception to the rule of one current team per league: why these players may be on a
 * second roster of the league (recorded with each player it lets through).
 */
export const rosterOverride = z.object({
  reason: requiredText('reason', OVERRIDE_REASON_MESSAGE, 500),
});
export type RosterOverride = z.infer<typeof rosterOverride>;

export const addPlayersRequest = z
  .object({
    players: z
      .array(rosterEntry, PICK_PLAYERS_MESSAGE)
      .min(1, PICK_PLAYERS_MESSAGE)
      .max(MAX_ROSTER, `A team can have at most ${MAX_ROSTER} players.`),
    override: rosterOverride.optional(),
  })
  .superRefine(({ players }, context) => {
    const ids = players.map((p) => p.playerId);
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', path: ['players'], message: PLAYER_TWICE_MESSAGE });
    const numbers = players.map((p) => p.number);
    if (new Set(numbers).size !== numbers.length)
      context.addIssue({ code: 'custom', path: ['players', 'number'], message: NUMBER_TWICE_MESSAGE });
  });
export type AddPlayersRequest = z.input<typeof addPlayersRequest>;

export const changeNumberRequest = z.object({ number: playerNumberField });
export type ChangeNumberRequest = z.input<typeof changeNumberRequest>;

export const teamParams = z.object({ teamId: uuidField('teamId') });
export const rosterPlayerParams = z.object({ rosterPlayerId: uuidField('rosterPlayerId') });
export const teamWriteAnswer = writeAnswer('teamId');
export const teamToggleAnswer = z.object({ teamId: z.uuid(), isCurrent: z.boolean(), position: z.string() });
export type TeamToggleAnswer = z.infer<typeof teamToggleAnswer>;
export const addPlayersAnswer = z.object({ rosterPlayerIds: z.array(z.uuid()), position: z.string() });
/** A player of an addPlayers call already on another current team of the league (the 409's `onOtherTeams`). */
export interface PlayerOnOtherTeam {
  playerId: string;
  teamId: string;
  teamName: string;
}
export type AddPlayersAnswer = z.infer<typeof addPlayersAnswer>;
export const rosterPlayerWriteAnswer = writeAnswer('rosterPlayerId');
