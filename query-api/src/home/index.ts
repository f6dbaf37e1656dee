export { homeQueryRoutes } from './routes';
