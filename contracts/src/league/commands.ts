// Command payloads of league play (zod schemas and the messages the server and the forms show).
export * from './commands/common';
export * from './commands/leagues';
export * from './commands/teams';
export * from './commands/players';
export * from './commands/schedule';
export * from './commands/results';
export * from './commands/bracket';
