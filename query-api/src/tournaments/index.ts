export { tournamentReadRoutes } from './routes';
