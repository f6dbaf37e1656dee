import type { Suspension, SuspensionItem } from '@league/contracts';

/**
 * A suspension as the suspension answers send it (docs/api.md, "Content: news, videos, venues,
 * suspensions"): its id as `_id`.
 */
export const suspensionItem = ({ suspensionId, ...suspension }: Suspension): SuspensionItem => ({
  _id: suspensionId,
  ...suspension,
});
