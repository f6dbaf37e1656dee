// Team registration, organizations, the coaches' code of conduct, tournaments and their registrants.
export { DEFAULT_LEAGUE_TIME_ZONE, todayInTimeZone } from './fields';
export * from './commands/organizations';
export * from './commands/teams';
export * from './commands/roster-slots';
export * from './commands/conduct';
export * from './commands/tournaments';
export * from './commands/registrants';
export * from './events';
export * from './reads/organizations';
export * from './reads/teams';
export * from './reads/conduct';
export * from './reads/tournaments';
export * from './reads/registrants';
export * from './reads/tournament-rosters';
