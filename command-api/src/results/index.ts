export { resultRoutes } from './routes';
export { resultDecider, kindOfGame, type ResultCommand } from './decider';
export { loadSideRoster } from './rosters';
