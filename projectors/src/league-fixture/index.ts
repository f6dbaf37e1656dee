export * from './fixture';
export { metroScenario, type MetroScenario } from './scenario';
export { leagueProjections } from '../all-projections';
