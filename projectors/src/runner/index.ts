export {
  createProjectionRunner,
  type ProjectionRunner,
  type ProjectionRunnerOptions,
  type RunnerMode,
  type RunnerProjectionStatus,
} from './runner';
export { rebuildProjections, type RebuildOptions } from './rebuild';
export { waitForPosition, type WaitOptions } from './wait';
export { projectionStatus, type ProjectionStatus } from './status';
