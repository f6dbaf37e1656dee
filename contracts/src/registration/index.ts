// Team registration, organizations, the coaches' code of conduct, tournaments and their registrants.
export { todayInTimeZone } from './fields';
export * from './organizations';
export * from './teams';
export * from './conduct';
export * from './tournaments';
export * from './events';
export * from './reads';
export * from './tournament-rosters';
