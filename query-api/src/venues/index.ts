export { venueQueryRoutes } from './routes';
export { allVenues } from './queries';
