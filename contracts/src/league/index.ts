// League play: its events, command payloads (zod schemas and the messages the server and the forms
// show) and read answers (zod schemas of the docs/api.md shapes), one file per area.
export * from './events/leagues';
export * from './events/teams';
export * from './events/players';
export * from './events/games';
export * from './events/calendar';
export * from './events/league-play';
export * from './fields';
export * from './commands/leagues';
export * from './commands/teams';
export * from './commands/players';
export * from './commands/schedule';
export * from './commands/schedule-proposal';
export * from './commands/results';
export * from './commands/bracket';
export * from './reads/schedule';
export * from './reads/standings';
export * from './reads/games';
export * from './reads/game-history';
export * from './reads/leagues';
export * from './reads/teams';
export * from './reads/players';
export * from './reads/rules';
export * from './reads/standings-form';
export * from './reads/home';
export * from './reads/team-page';
export * from './reads/bracket';
