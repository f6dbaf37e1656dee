import { z } from 'zod';
import type { NamedId } from '../../wire-id';

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
/** A code-of-conduct signature as the read model and the pages hold it (`cocCoach` is its HTTP shape). */
export type ConductSignature = NamedId<CocCoach, 'signatureId'>;
export const allCOCCoachesAnswer = z.object({ allCOCCoaches: z.array(cocCoach) });
export type AllCOCCoachesAnswer = z.infer<typeof allCOCCoachesAnswer>;
