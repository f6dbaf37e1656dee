import {
  readGameParams,
  readLeagueParams,
  readPlayerParams,
  readTeamParams,
  readVenueParams,
} from '@league/contracts';
import { byId } from '../reads';

/** The league's reads of the one id in their path. */
export const byLeague = byId(readLeagueParams);
export const byTeam = byId(readTeamParams);
export const byGame = byId(readGameParams);
export const byPlayer = byId(readPlayerParams);
export const byVenue = byId(readVenueParams);
