export { tournamentCommandRoutes } from './routes';
export {
  registrantDecider,
  tournamentDecider,
  type RegistrantCommand,
  type RegistrantState,
  type TournamentCommand,
  type TournamentState,
} from './decider';
