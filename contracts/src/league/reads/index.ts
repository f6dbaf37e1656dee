// Read answers of league play (zod schemas of the API.md shapes), one file per area.
export * from './schedule';
export * from './standings';
export * from './games';
export * from './game-history';
export * from './leagues';
export * from './teams';
export * from './players';
export * from './rules';
export * from './standings-form';
export * from './home';
export * from './team-page';
export * from './bracket';
