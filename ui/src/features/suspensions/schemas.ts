import { createSuspensionRequest, type SuspensionItem } from '@league/contracts';
import { z } from 'zod';

const create = createSuspensionRequest.shape;

/**
 * The suspension form, new and update alike: the API's field rules (player name, team and reason
 * required, 0–99 games). Served and appealed are plain booleans here; the checkboxes only ever set them.
 */
export const suspensionFormSchema = z.object({
  date1: create.date1,
  playerName: create.playerName,
  team: create.team,
  reason: create.reason,
  numberOfGames: create.numberOfGames,
  served: z.boolean(),
  appealed: z.boolean(),
});
export type SuspensionFormInput = z.input<typeof suspensionFormSchema>;
export type SuspensionForm = z.output<typeof suspensionFormSchema>;

export type Suspension = SuspensionItem;

/** Today in the browser's calendar, as the date field's `YYYY-MM-DD` value. */
export function todayIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
