export { leaguesProjection } from './projection';
export * from './queries';
