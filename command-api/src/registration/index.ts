export { registrationRoutes } from './routes';
export {
  registeredTeamDecider,
  type RegisteredTeamCommand,
  type RegisteredTeamEdit,
  type RegisteredTeamState,
} from './decider';
export { leagueToday } from './calendar';
