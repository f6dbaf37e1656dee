export { teamRoutes } from './routes';
export {
  teamDecider,
  TEAM_NOT_FOUND_MESSAGE,
  type TeamCommand,
  type TeamState,
  type RosterSpot,
} from './decider';
