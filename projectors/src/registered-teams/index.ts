export { registeredTeamsProjection } from './projection';
export * from './queries';
