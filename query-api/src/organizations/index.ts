export { organizationQueryRoutes } from './routes';
