export { venueRoutes } from './routes';
export {
  venueDecider,
  venueStream,
  VENUE_NOT_FOUND_MESSAGE,
  type VenueCommand,
  type VenueState,
} from './decider';
