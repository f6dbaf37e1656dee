// the styles of the Mantine components the site uses (not the whole of Mantine's)
import './app/mantineStyles';
// the theme's variables, written at build time (vite/mantineCssVariables.ts)
import 'virtual:mantine-css-variables.css';
import './app/wrapping.css';
import { StrictMode, startTransition, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchSiteRoute } from '@league/contracts/site-pages';
import { App } from './app/App';
import { NotFoundPage } from './app/notFoundPage';
import { createQueryClient } from './app/queryClient';
import { siteRoutes } from './app/routeTable';
import { SiteFooter } from './app/router';
import { InitiallyNotFound, PAGE_DATA_ID, readPageData } from './app/serverRender';
import { answerEarlyActions, stopKeepingTaps } from './earlyActions';
import { followOtherTabs, restoreSessions } from './shared/session/sessionStore';

// A saved, unexpired session is restored before the first render, so guards see it at once (a page the
// server rendered hydrates signed out first, as it was rendered, useSessions).
restoreSessions();
followOtherTabs();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const queryClient = createQueryClient();

/**
 * Marks the document once the app has taken the page over (`<html data-app-ready>`): from then on its
 * links navigate in the browser and its controls answer. Browser tests wait for it.
 */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    answerEarlyActions();
  }, []);
  return children;
}

/** The not-found page the server rendered stays until the visitor moves on, then the boundaries work as ever. */
function Hydrated({ notFoundAt, children }: { notFoundAt: string | null; children: ReactNode }) {
  const [missingAt, setMissingAt] = useState(notFoundAt);
  useEffect(() => setMissingAt(null), []);
  return (
    <InitiallyNotFound value={missingAt}>
      <Ready>{children}</Ready>
    </InitiallyNotFound>
  );
}

/**
 * A page the server rendered (its data in #page-data) is hydrated: the data goes into the query client
 * first (no read is made again), and the page's code is loaded before React takes the HTML over, so
 * nothing on the page changes. Any other answer (a staff page, the offline shell) renders here.
 */
async function start(dataElement: HTMLElement | null) {
  if (!root) return;
  if (!dataElement) {
    createRoot(root).render(
      <StrictMode>
        <Ready>
          <App queryClient={queryClient} />
        </Ready>
      </StrictMode>,
    );
    return;
  }
  const data = readPageData(dataElement.textContent ?? '');
  hydrate(queryClient, data.queries);
  const match = matchSiteRoute(window.location.pathname);
  const page = match && siteRoutes.find((route) => route.path === match.route.path)?.lazy;
  await Promise.all(
    [SiteFooter, page ?? NotFoundPage, ...(data.notFoundAt ? [NotFoundPage] : [])].map((lazy) =>
      lazy.load().catch(() => undefined),
    ),
  );
  // As a transition, React hydrates the page in slices and lets the browser answer in between (a tap
  // hydrates what it lands on first); hydrated at once, a phone's main thread was taken by one long task.
  stopKeepingTaps();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Hydrated notFoundAt={data.notFoundAt}>
          <App queryClient={queryClient} />
        </Hydrated>
      </StrictMode>,
    );
  });
}

/** Starts the app: index.html's script calls it once what the app needs first is in (src/boot.ts). */
export function startApp(): Promise<void> {
  return start(document.getElementById(PAGE_DATA_ID));
}
