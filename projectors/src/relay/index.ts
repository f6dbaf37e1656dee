export { createKafkaRelay, DEFAULT_TOPIC, type KafkaRelay, type KafkaRelayOptions } from './relay';
export { toEventMessage, withoutSecrets, type EventMessage } from './message';
