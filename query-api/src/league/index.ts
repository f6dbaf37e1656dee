export { leaguePublicRoutes } from './public-routes';
export { leagueAdminRoutes } from './admin-routes';
export { leagueIcalRoutes } from './ical-routes';
export { leagueCsvRoutes } from './csv-routes';
