// Command payloads of league play (zod schemas and the messages the server and the forms show).
export * from './common';
export * from './leagues';
export * from './teams';
export * from './players';
export * from './schedule';
export * from './results';
export * from './bracket';
