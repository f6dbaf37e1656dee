export { newsRoutes } from './routes';
export { newsDecider } from './decider';
