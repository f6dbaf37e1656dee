export { playerRoutes } from './routes';
export {
  playerDecider,
  playerName,
  PLAYER_NOT_FOUND_MESSAGE,
  type PlayerCommand,
  type PlayerState,
} from './decider';
