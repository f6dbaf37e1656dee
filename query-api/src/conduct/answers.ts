import type { CocCoach, ConductSignature } from '@league/contracts';

/**
 * A signature as the code-of-conduct answer sends it (docs/api.md, "Registration, organizations and
 * conduct"): its id as `_id`.
 */
export const signatureItem = ({ signatureId, ...signature }: ConductSignature): CocCoach => ({
  _id: signatureId,
  ...signature,
});
