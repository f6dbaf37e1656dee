import { lazyPage } from './lazyPage';

/**
 * The not-found page: for unknown addresses, pages not built yet, and a page whose league, team,
 * player or game is missing. Loaded only then (and by the server before it renders a 404).
 */
export const NotFoundPage = lazyPage(
  () => import('../features/not-found/NotFoundPage'),
  (module) => module.NotFoundPage,
  'src/features/not-found/NotFoundPage.tsx',
);
