export { leaguesProjection } from './projection';
