import { nameBasedId } from '../handling/name-based-id';

/** The namespace of the ids a next season derives (docs/api.md, "Next season"). */
const NEXT_SEASON_NAMESPACE = '5e3a0c1f-9b2d-4e7a-8c6f-1d2b3a4e5f60';

/**
 * The id of these parts: the same parts give the same id, so a repeated next season names the league,
 * teams and roster spots it made the first time and records nothing new.
 */
export const seasonId = (...parts: readonly string[]): string =>
  nameBasedId(NEXT_SEASON_NAMESPACE, parts.join('\n'));
