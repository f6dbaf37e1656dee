export { venueRoutes } from './routes';
export { venueDecider, VENUE_NOT_FOUND_MESSAGE, type VenueCommand, type VenueState } from './decider';
