export {
  liveQueryRoutes,
  LIVE_PATH,
  LIVE_BUSY_MESSAGE,
  LIVE_TOO_MANY_FROM_CLIENT_MESSAGE,
  DEFAULT_LIVE_STREAM_LIMIT,
  DEFAULT_LIVE_STREAMS_PER_CLIENT,
  DEFAULT_LIVE_STREAM_LIFETIME_MS,
  DEFAULT_LIVE_STREAM_UNSENT_BYTES,
} from './routes';
export {
  createChangeCoalescer,
  watchDataChanges,
  changedSince,
  latestChange,
  type LiveChange,
} from './changes';
