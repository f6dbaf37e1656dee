export { conductRoutes } from './routes';
export { conductDecider, type ConductCommand, type ConductState } from './decider';
