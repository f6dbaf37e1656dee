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
const VideosPage = lazyPage(
  () => import('../../features/videos/VideosPage'),
  (m) => m.VideosPage,
);
const NewVideoPage = lazyPage(
  () => import('../../features/videos/NewVideoPage'),
  (m) => m.NewVideoPage,
);
const UpdateVideoPage = lazyPage(
  () => import('../../features/videos/UpdateVideoPage'),
  (m) => m.UpdateVideoPage,
);
const NewsPage = lazyPage(
  () => import('../../features/news/NewsPage'),
  (m) => m.NewsPage,
);
const NewNewsPage = lazyPage(
  () => import('../../features/news/NewNewsPage'),
  (m) => m.NewNewsPage,
);
const UpdateNewsPage = lazyPage(
  () => import('../../features/news/UpdateNewsPage'),
  (m) => m.UpdateNewsPage,
);
const SuspendedPlayersPage = lazyPage(
  () => import('../../features/suspensions/SuspendedPlayersPage'),
  (m) => m.SuspendedPlayersPage,
);
const OldSuspensionsPage = lazyPage(
  () => import('../../features/suspensions/OldSuspensionsPage'),
  (m) => m.OldSuspensionsPage,
);
const NewSuspensionPage = lazyPage(
  () => import('../../features/suspensions/NewSuspensionPage'),
  (m) => m.NewSuspensionPage,
);
const UpdateSuspensionPage = lazyPage(
  () => import('../../features/suspensions/UpdateSuspensionPage'),
  (m) => m.UpdateSuspensionPage,
);
const PlayerPhotoPage = lazyPage(
  () => import('../../features/photos/PlayerPhotoPage'),
  (m) => m.PlayerPhotoPage,
);
const OutboxPage = lazyPage(
  () => import('../../features/mail/OutboxPage'),
  (m) => m.OutboxPage,
);

/**
 * Content, discipline, mail and photos: the page of each route of SITE_ROUTES (@league/contracts/site-pages), keyed
 * by its path exactly as written there.
 */
export const contentPages: AreaPages = {
  pages: {
    '/': HomePage,
    '/info': InfoPage,
    '/admin/videos': VideosPage,
    '/admin/updateVideo/:videoId': UpdateVideoPage,
    '/admin/video/new': NewVideoPage,
    '/admin/news': NewsPage,
    '/admin/updateNews/:newsId': UpdateNewsPage,
    '/admin/news/new': NewNewsPage,
    '/admin/suspended': SuspendedPlayersPage,
    '/admin/:suspensionId/updateSuspension': UpdateSuspensionPage,
    '/admin/oldSuspensions': OldSuspensionsPage,
    '/admin/suspension/new': NewSuspensionPage,
    '/admin/:playerId/playerPhoto': PlayerPhotoPage,
    '/info/:slug': LeagueDocumentPage,
    '/admin/mail/outbox': OutboxPage,
  },
};
