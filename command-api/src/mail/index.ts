export { mailRoutes } from './routes';
export {
  broadcastDecider,
  contactDecider,
  distinctRecipients,
  type BroadcastCommand,
  type BroadcastState,
  type ContactCommand,
  type ContactState,
} from './decider';
