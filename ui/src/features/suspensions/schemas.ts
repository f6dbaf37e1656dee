import { createSuspensionRequest, SUSPENSION_PICK_PLAYER_MESSAGE } from '@league/contracts';
import { z } from 'zod';

const create = createSuspensionRequest.shape;

/**
 * The suspension form, new and update alike: the suspended player and the team it was given with,
 * picked from the league's players and that player's teams ('' for none), and the API's field rules
 * (reason required, 0–99 games). A new suspension, or one linked already, needs its player; one recorded
 * as free text before suspensions were linked may stay so (`playerRequired` false). Served and appealed
 * are plain booleans here; the checkboxes only ever set them.
 */
export const suspensionFormSchema = (playerRequired: boolean) =>
  z.object({
    playerId: playerRequired ? z.string().min(1, SUSPENSION_PICK_PLAYER_MESSAGE) : z.string(),
    teamId: z.string(),
    date1: create.date1,
    reason: create.reason,
    numberOfGames: create.numberOfGames,
    served: z.boolean(),
    appealed: z.boolean(),
  });
export type SuspensionFormInput = z.input<ReturnType<typeof suspensionFormSchema>>;
export type SuspensionForm = z.output<ReturnType<typeof suspensionFormSchema>>;

export type { Suspension } from '@league/contracts';

/** Today in the browser's calendar, as the date field's `YYYY-MM-DD` value. */
export function todayIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
