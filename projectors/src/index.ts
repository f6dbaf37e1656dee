export type { Projection } from './projection';
export * from './runner';
export * from './relay';
export { allProjections } from './all-projections';
