export * from './position';
export * from './errors';
export * from './events/envelope';
