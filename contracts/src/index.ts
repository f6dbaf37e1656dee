export * from './position';
export * from './errors';
export * from './events/envelope';
export * from './accounts';
export * from './venues';
export * from './text';
