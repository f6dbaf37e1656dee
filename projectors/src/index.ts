export type { Projection } from './projection';
export * from './runner';
export * from './relay';
export { allProjections, leagueProjections } from './all-projections';
