export { suspensionRoutes } from './routes';
export { suspensionDecider, type SuspensionCommand, type SuspensionState } from './decider';
