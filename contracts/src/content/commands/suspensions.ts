import { z } from 'zod';
import { contentWriteAnswer, idField, isoDate, requiredContentText } from '../fields';

/** Texts of the suspension form (docs/rules.md §5, §8). */
export const SUSPENSION_PLAYER_NAME_MESSAGE = 'Please enter a player name';
export const SUSPENSION_TEAM_MESSAGE = 'Please enter players team';
export const SUSPENSION_REASON_MESSAGE = 'Please enter a reason';
export const SUSPENSION_DATE_MESSAGE = 'Please enter a date (YYYY-MM-DD).';
export const SUSPENSION_GAMES_MESSAGE = 'Please enter a number of games from 0 to 99.';
export const SUSPENSION_NOT_FOUND_MESSAGE = 'Suspension not found.';
export const SUSPENSION_CREATE_FAILED_MESSAGE = 'Something went wrong with creating a new suspended player';
export const SUSPENSION_UPDATE_FAILED_MESSAGE = 'Something went wrong with editing this suspension';
export const SUSPENSION_PICK_PLAYER_MESSAGE = 'Please pick the suspended player.';
export const SUSPENSION_PICK_TEAM_MESSAGE = 'Please pick a team from the list.';

const playerNameField = requiredContentText('player name', SUSPENSION_PLAYER_NAME_MESSAGE, 200);
const teamField = requiredContentText('team', SUSPENSION_TEAM_MESSAGE, 200);
const reasonField = requiredContentText('reason', SUSPENSION_REASON_MESSAGE, 2000);
/** An integer 0–99; a form's digit string ("3") is accepted too. */
export const suspensionGamesField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v),
  z
    .number(SUSPENSION_GAMES_MESSAGE)
    .int(SUSPENSION_GAMES_MESSAGE)
    .min(0, SUSPENSION_GAMES_MESSAGE)
    .max(99, SUSPENSION_GAMES_MESSAGE),
);
const checkbox = (name: string) => z.boolean(`${name} must be true or false.`);

const playerIdField = z.uuid(SUSPENSION_PICK_PLAYER_MESSAGE);
/** the team the suspension was given with: a team's id, or null for none */
const teamIdField = z.uuid(SUSPENSION_PICK_TEAM_MESSAGE).nullable();

/**
 * POST /api/admin/createSuspension: the create payload (docs/rules.md §3), with the player linked by
 * `playerId` (and the team by `teamId`, optional): their names are then the player's and the team's, and
 * `playerName` and `team` may be left out. Without `playerId` (free text, as first designed) `playerName`
 * and `team` are required.
 */
export const createSuspensionRequest = z
  .object({
    id: idField('id').optional(),
    playerId: playerIdField.optional(),
    teamId: teamIdField.optional(),
    playerName: playerNameField.optional(),
    team: teamField.optional(),
    date1: isoDate(SUSPENSION_DATE_MESSAGE),
    reason: reasonField,
    numberOfGames: suspensionGamesField,
    served: checkbox('served').default(false),
    appealed: checkbox('appealed').default(false),
  })
  .superRefine((suspension, context) => {
    if (suspension.playerId !== undefined) return;
    if (suspension.playerName === undefined)
      context.addIssue({ code: 'custom', path: ['playerName'], message: SUSPENSION_PLAYER_NAME_MESSAGE });
    if (suspension.team === undefined && !suspension.teamId)
      context.addIssue({ code: 'custom', path: ['team'], message: SUSPENSION_TEAM_MESSAGE });
  });
export type CreateSuspensionRequest = z.input<typeof createSuspensionRequest>;

/**
 * PATCH /api/admin/{suspensionId}/updateSuspension: the update payload (docs/rules.md §3). `served` and
 * `appealedSuccessfully` can only be set to true: once true they stay true (false changes nothing).
 * `playerId` links the suspension to a player (its name becomes theirs); `teamId` to a team, or null
 * to none.
 */
export const updateSuspensionRequest = z
  .object({
    playerId: playerIdField.optional(),
    teamId: teamIdField.optional(),
    playerName: playerNameField.optional(),
    playerTeam: teamField.optional(),
    reason: reasonField.optional(),
    howManyGames: suspensionGamesField.optional(),
    served: checkbox('served').optional(),
    appealedSuccessfully: checkbox('appealedSuccessfully').optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), {
    message: 'Send at least one field to change.',
  });
export type UpdateSuspensionRequest = z.input<typeof updateSuspensionRequest>;

/** Every suspension route: /api/admin/{suspensionId}/… and /api/admin/suspension/{suspensionId}. */
export const suspensionParams = z.object({ suspensionId: idField('suspensionId') });

export const suspensionWriteAnswer = contentWriteAnswer('suspensionId');
export type SuspensionWriteAnswer = z.infer<typeof suspensionWriteAnswer>;
