export { newsRoutes } from './routes';
export { newsDecider, type NewsCommand, type NewsState } from './decider';
