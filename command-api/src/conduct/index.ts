export { conductRoutes } from './routes';
export { conductDecider, conductStream, type ConductCommand, type ConductState } from './decider';
