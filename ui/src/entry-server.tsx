import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { matchSiteRoute, type PageHtml, type RenderedPage } from '@league/contracts/site-pages';
import { App } from './app/App';
import { NotFoundPage } from './app/notFoundPage';
import { missingReadIsEmpty, pageReads } from './app/pageReads';
import { createQueryClient } from './app/queryClient';
import { siteRoutes } from './app/routeTable';
import { SiteFooter } from './app/router';
import { InitiallyNotFound, pageDataJson, PAGE_DATA_ID } from './app/serverRender';
import { isMissing } from './shared/api/notFound';
import type { Location } from './shared/router';

export { PAGE_DATA_ID };

export type { PageHtml, RenderedPage };

/** How long a render may take before the server gives up on it and serves the app's shell. */
export const RENDER_TIMEOUT_MS = 5_000;

/** An error the page's reads ended with that is not "missing": the shell lets the browser try again. */
export class PageReadFailed extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'PageReadFailed';
  }
}

/** Renders once `onAllReady`: the whole page, or the errors it hit (a page that threw, a timeout). */
function renderWhole(app: ReactNode): Promise<{ pipe: PageHtml['pipe']; errors: unknown[] }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<{ pipe: PageHtml['pipe']; errors: unknown[] }>((resolve, reject) => {
    const errors: unknown[] = [];
    const stream = renderToPipeableStream(app, {
      // every boundary is written in place, however big: React would send a big one after the rest,
      // put in place by an inline script, which the CSP refuses and a browser without script never runs
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => resolve({ pipe: (destination) => stream.pipe(destination), errors }),
      onShellError: reject,
      onError: (error) => void errors.push(error),
    });
    timer = setTimeout(
      () => stream.abort(new Error(`rendering took over ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  }).finally(() => clearTimeout(timer));
}

const someMissing = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && isMissing(query.state.error));

function failedReads(client: QueryClient): unknown[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error' && !isMissing(query.state.error))
    .map((query) => query.state.error);
}

/**
 * The page at `url` (a path with its query string) of the site at `origin` (`https://league.example.org`) rendered with the data it reads: its route's reads
 * (pageReads) go first into a new query client, its lazy code is loaded, then the app renders with a
 * static router at that address and every session signed out. Null for a coach, admin or account page:
 * those stay rendered in the browser. Throws when a read fails otherwise than "missing" or the page
 * throws: the server then serves the app's shell, as for any page before (docs/pages.md).
 */
export async function renderPage(url: string, origin: string): Promise<RenderedPage | null> {
  const address = new URL(url, origin);
  const location: Location = {
    pathname: address.pathname,
    search: address.search,
    hash: '',
    state: null,
    key: 'default',
  };
  const match = matchSiteRoute(address.pathname);
  const routed = match && siteRoutes.find((route) => route.path === match.route.path);
  if (routed && routed.access !== 'public') return null;
  const client = createQueryClient();
  // no retries on the server: a failed read is the browser's to try again
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const lazy = routed ? routed.lazy : undefined;
  const shown = [SiteFooter, ...(lazy ? [lazy] : [NotFoundPage])];
  await Promise.all([
    ...shown.map((page) => page.load()),
    match &&
      routed &&
      pageReads[routed.routeName]?.(client, {
        params: match.params,
        search: address.searchParams,
      }),
  ]);
  const failed = failedReads(client);
  if (failed.length > 0)
    throw new PageReadFailed(`a read of ${address.pathname} failed: ${String(failed[0])}`);
  // what the address names does not exist: the not-found page, from the first render on, as the
  // browser then hydrates it (a page's own check throws for a boundary, which only the browser has)
  const notFoundAt =
    routed && !missingReadIsEmpty.has(routed.routeName) && someMissing(client) ? location.pathname : null;
  if (notFoundAt) {
    await NotFoundPage.load();
    shown.push(NotFoundPage);
  }

  const queries = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  const app = (
    <StrictMode>
      <InitiallyNotFound value={notFoundAt}>
        <App queryClient={client} at={{ location, origin: { origin: address.origin, host: address.host } }} />
      </InitiallyNotFound>
    </StrictMode>
  );
  return {
    status: !routed || notFoundAt ? 404 : 200,
    data: pageDataJson({ queries, notFoundAt }),
    modules: shown.map((page) => page.module),
    async render() {
      const rendered = await renderWhole(app);
      if (rendered.errors.length > 0) throw rendered.errors[0];
      return { pipe: rendered.pipe };
    },
  };
}
