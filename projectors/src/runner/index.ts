export {
  createProjectionRunner,
  type ProjectionRunner,
  type ProjectionRunnerOptions,
  type RunnerMode,
  type RunnerProjectionStatus,
  type RebuildProgress,
} from './runner';
export {
  createCheckpointFeed,
  followCheckpoints,
  loadProgress,
  CHECKPOINTS_CHANNEL,
  type CheckpointFeed,
  type ProjectionProgress,
  type WaitOutcome,
} from './progress';
export { rebuildProjections, rebuildProgressReporter, type RebuildOptions } from './rebuild';
export { waitForPosition, type WaitOptions } from './wait';
export { projectionStatus, type ProjectionStatus } from './status';
