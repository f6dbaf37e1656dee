export * from './fixture';
export { metroScenario, type MetroScenario } from './scenario';
export { leaguePlayProjections } from '../league-play';
