export { scheduleRoutes } from './routes';
export {
  gameDecider,
  calendarEventDecider,
  GAME_NOT_FOUND_MESSAGE,
  type GameCommand,
  type GameState,
  type CalendarEventCommand,
  type CalendarEventState,
} from './decider';
