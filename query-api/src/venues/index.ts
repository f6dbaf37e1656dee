export { venueQueryRoutes } from './routes';
