export { registrationQueryRoutes } from './routes';
