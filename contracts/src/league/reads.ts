// Read answers of league play (zod schemas of the API.md shapes), one file per area under reads/.
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
