export { registeredTeamsProjection } from './projection';
