import {
  divisionNameField,
  NUMBER_TWICE_MESSAGE,
  PICK_LEAGUE_MESSAGE,
  PLAYER_TWICE_MESSAGE,
  newPlayerDetails,
  playerNumberField,
  teamNameField,
} from '@league/contracts';
import { z } from 'zod';
import { numberText } from '../../shared/forms/numberText';

/** A player number as typed, checked by the API's rule (a whole number 0–99). */
export const playerNumberInput = numberText(playerNumberField);

/** The player form: the player's own fields as the API declares them for a new player. */
export const playerFormSchema = newPlayerDetails;
export type PlayerForm = z.input<typeof playerFormSchema>;
export type PlayerValues = z.output<typeof playerFormSchema>;

/**
 * One line of the add-players form: an existing player (picked) or a new one (named), with a number.
 * Every line holds every field so the kind can switch without losing what was typed.
 */
export const rosterLineSchema = z
  .object({
    kind: z.enum(['existing', 'new']),
    playerId: z.string(),
    firstName: z.string(),
    middleInitial: z.string(),
    lastName: z.string(),
    number: playerNumberInput,
  })
  .superRefine((line, context) => {
    if (line.kind === 'existing') {
      if (!line.playerId)
        context.addIssue({ code: 'custom', path: ['playerId'], message: 'Please pick a player.' });
      return;
    }
    const named = playerFormSchema.safeParse(line);
    for (const issue of named.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

export const addPlayersFormSchema = z
  .object({ lines: z.array(rosterLineSchema).min(1) })
  .superRefine(({ lines }, context) => {
    lines.forEach((line, index) => {
      if (lines.findIndex((other) => other.number === line.number) < index) {
        context.addIssue({ code: 'custom', path: ['lines', index, 'number'], message: NUMBER_TWICE_MESSAGE });
      }
      const picked = line.kind === 'existing' && line.playerId;
      if (
        picked &&
        lines.findIndex((other) => other.kind === 'existing' && other.playerId === line.playerId) < index
      ) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'playerId'],
          message: PLAYER_TWICE_MESSAGE,
        });
      }
    });
  });
export type AddPlayersForm = z.input<typeof addPlayersFormSchema>;
export type AddPlayersValues = z.output<typeof addPlayersFormSchema>;
export type RosterLine = AddPlayersForm['lines'][number];

export const teamFormSchema = z.object({
  leagueId: z.string().min(1, PICK_LEAGUE_MESSAGE),
  teamName: teamNameField,
  divisionName: divisionNameField,
});
export type TeamForm = z.input<typeof teamFormSchema>;
export type TeamValues = z.output<typeof teamFormSchema>;
