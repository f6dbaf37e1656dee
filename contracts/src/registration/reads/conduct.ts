import { z } from 'zod';

/** GET /api/admin/getAllCOCCoaches (admin): by last name, then first name (case-insensitive). */
export const cocCoach = z.object({
  _id: z.uuid(),
  lastName: z.string(),
  firstName: z.string(),
  team: z.string(),
  season: z.string(),
  /** Date of Completion, YYYY-MM-DD (show with formatDate) */
  date: z.string(),
});
export type CocCoach = z.infer<typeof cocCoach>;
export const allCOCCoachesAnswer = z.object({ allCOCCoaches: z.array(cocCoach) });
export type AllCOCCoachesAnswer = z.infer<typeof allCOCCoachesAnswer>;
