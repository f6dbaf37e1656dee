export { createNotifier, type Notifier, type NotifierOptions } from './notifier';
export { createStoreNotifierFeed, type StoreFeed } from './store-feed';
export { startKafkaNotifierFeed, NOTIFIER_GROUP_ID } from './kafka-feed';
export { DEFAULT_RETRY, retryDelay, deliverDue, type RetryPolicy } from './delivery';
export { toOutboxMessages, isMailEvent, type MailEventEnvelope, type MessageOptions } from './messages';
export { startEmbeddedNotifier, startKafkaNotifier, type NotifierSettings } from './start';
