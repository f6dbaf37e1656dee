export { videoRoutes } from './routes';
export { videoDecider } from './decider';
