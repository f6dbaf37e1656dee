export { videoRoutes } from './routes';
export { videoDecider, type VideoCommand, type VideoState } from './decider';
