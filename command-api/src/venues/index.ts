export { venueRoutes } from './routes';
export { venueDecider, VENUE_NOT_FOUND_MESSAGE, type VenueState } from './decider';
