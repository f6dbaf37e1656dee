import { lazyPage } from '../lazyPage';
import type { AreaPages } from './types';

const ConductPage = lazyPage(
  () => import('../../features/conduct/ConductPage'),
  (m) => m.ConductPage,
);
const OpenTournamentsPage = lazyPage(
  () => import('../../features/tournaments/OpenTournamentsPage'),
  (m) => m.OpenTournamentsPage,
);
const PlayerRegistrationPage = lazyPage(
  () => import('../../features/registrants/PlayerRegistrationPage'),
  (m) => m.PlayerRegistrationPage,
);

/**
 * Registration, public pages: the code of conduct, the open tournaments and a player's registration, keyed
 * by their route's name in siteRoute (@league/contracts/site-pages). The coach and admin
 * pages are in signedIn.ts.
 */
export const tournamentPages: AreaPages = {
  pages: {
    conduct: ConductPage,
    openTournaments: OpenTournamentsPage,
    tournamentRegistration: PlayerRegistrationPage,
  },
};
