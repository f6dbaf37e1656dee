export { createKafkaRelay, DEFAULT_TOPIC, type KafkaRelay, type KafkaRelayOptions } from './relay';
export {
  publicStreamId,
  toEventMessage,
  withoutClearPersonalData,
  withoutSecrets,
  type EventMessage,
} from './message';
