import { BY_LAWS, RULES_2025 } from './governance';
import { MEETING_MINUTES } from './minutes';
import { TOURNAMENT_REVIEWS } from './reviews';
import type { LeagueDocument } from './types';

export type { DocumentSection, LeagueDocument } from './types';
export { BY_LAWS, MEETING_MINUTES, RULES_2025, TOURNAMENT_REVIEWS };

export const ALL_DOCUMENTS: readonly LeagueDocument[] = [
  BY_LAWS,
  RULES_2025,
  ...MEETING_MINUTES,
  ...TOURNAMENT_REVIEWS,
];

export function documentBySlug(slug: string | undefined): LeagueDocument | undefined {
  return ALL_DOCUMENTS.find((document) => document.slug === slug);
}
