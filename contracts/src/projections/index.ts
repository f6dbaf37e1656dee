/**
 * The read models (projections) of the site, by name: each is one projection of
 * projectors/src/all-projections.ts, its tables seen by readers as the views rm.<table>. A read declares
 * the ones it reads (docs/architecture.md, "A read"): the query API waits for them (X-Min-Position) and
 * versions its cached answers by them, and GET /api/live names them when their data changes.
 */
export const PROJECTION_NAMES = [
  'venues',
  'leagues',
  'teams_rosters',
  'players',
  'schedule',
  'results',
  'standings',
  'game_history',
  'game_sheet',
  'suspensions',
  'suspension_proposals',
  'command_lookups',
  'organizations',
  'registered_teams',
  'conduct_signatures',
  'tournaments',
  'videos',
  'news',
  'mail_coach_addresses',
  'staff',
] as const;

export type ProjectionName = (typeof PROJECTION_NAMES)[number];

/** The projections one read reads from: every table its SQL names is one of theirs. */
export type ReadModels = readonly ProjectionName[];

/**
 * What a read-model module declares of its reads (`export const reads = { … } as const satisfies
 * ReadsDeclaration`): per read function, the projections its SQL reads.
 */
export type ReadsDeclaration = { readonly [read: string]: ReadModels };
