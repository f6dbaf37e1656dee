export { conductQueryRoutes } from './routes';
