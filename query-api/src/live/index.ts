export { liveQueryRoutes, LIVE_PATH, LIVE_BUSY_MESSAGE, DEFAULT_LIVE_STREAM_LIMIT } from './routes';
export {
  createChangeCoalescer,
  watchDataChanges,
  changedSince,
  latestChange,
  type LiveChange,
} from './changes';
