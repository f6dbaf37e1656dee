export { standingsProjection } from './projection';
export { loadStandingsInput, type StandingsInput } from './input';
export * from './queries';
