export { teamsRostersProjection } from './projection';
