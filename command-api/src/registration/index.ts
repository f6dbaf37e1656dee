export { registrationRoutes } from './routes';
export {
  registeredTeamDecider,
  registeredTeamStream,
  type RegisteredTeamCommand,
  type RegisteredTeamEdit,
  type RegisteredTeamState,
} from './decider';
export { leagueToday } from './calendar';
