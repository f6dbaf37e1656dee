import type { Projection } from './projection';
import {
  coachAddressesProjection,
  newsProjection,
  suspensionsProjection,
  videosProjection,
} from './content/index';

/**
 * Projections of content, suspensions and the coach addresses of bulk e-mail (issue 5). The mail outbox
 * is not a projection: it holds delivery facts (attempts, errors) that are not in the log, so the
 * notifier keeps it (projectors/src/notifier) and a rebuild never resends anything.
 */
export const contentProjections: readonly Projection[] = [
  videosProjection,
  newsProjection,
  suspensionsProjection,
  coachAddressesProjection,
];
