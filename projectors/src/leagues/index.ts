export { leaguesProjection } from './projection';
export * from '@league/read-models/leagues';
