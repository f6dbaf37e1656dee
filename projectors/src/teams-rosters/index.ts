export { teamsRostersProjection } from './projection';
export * from './queries';
export * from './team-page';
