export { registeredTeamsProjection } from './projection';
export * from '@league/read-models/registered-teams';
