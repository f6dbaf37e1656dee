// Venues: the places games are played.
export * from './commands';
export * from './events';
export * from './reads';
