import { lazyPage } from '../lazyPage';
import type { AreaPages } from './types';

const HomePage = lazyPage(
  () => import('../../features/home/HomePage'),
  (m) => m.HomePage,
);
const InfoPage = lazyPage(
  () => import('../../features/info/InfoPage'),
  (m) => m.InfoPage,
);
const LeagueDocumentPage = lazyPage(
  () => import('../../features/info/LeagueDocumentPage'),
  (m) => m.LeagueDocumentPage,
);

/**
 * Content, public pages: home, info and the league's documents, keyed by their route's
 * name in siteRoute (@league/contracts/site-pages). The admin pages of content, discipline, mail and photos
 * are in signedIn.ts.
 */
export const contentPages: AreaPages = {
  pages: {
    home: HomePage,
    info: InfoPage,
    leagueDocument: LeagueDocumentPage,
  },
};
