export { leagueRoutes } from './routes';
export { leagueDecider, LEAGUE_NOT_FOUND_MESSAGE, type LeagueCommand, type LeagueState } from './decider';
