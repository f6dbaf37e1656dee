// Registration, organizations, conduct, tournaments and registrants (issue 4).
export { todayInTimeZone } from './fields';
export * from './organizations';
export * from './teams';
export * from './conduct';
export * from './tournaments';
export * from './events';
export * from './reads';
export * from './tournament-rosters';
