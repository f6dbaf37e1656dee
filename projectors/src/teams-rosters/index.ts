export { teamsRostersProjection } from './projection';
export * from './queries';
