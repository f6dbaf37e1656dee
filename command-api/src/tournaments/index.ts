export { tournamentCommandRoutes } from './routes';
export {
  registrantDecider,
  registrantStream,
  tournamentDecider,
  tournamentStream,
  type RegistrantCommand,
  type RegistrantState,
  type TournamentCommand,
  type TournamentState,
} from './decider';
