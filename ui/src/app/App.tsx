import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter, type Location, type SiteOrigin } from '../shared/router';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppRoutes } from './router';
import { theme } from './theme';

/**
 * The whole site: in the browser at its address (BrowserRouter), on the server at the address of the
 * page it renders (`at`, entry-server.tsx).
 */
export function App({
  queryClient,
  at,
}: {
  queryClient: QueryClient;
  /** the page the server renders: its address, at the site's origin */
  at?: { location: Location; origin: SiteOrigin };
}) {
  const routes = (
    <RouteErrorBoundary>
      <AppRoutes />
    </RouteErrorBoundary>
  );
  return (
    // the global classes (hiddenFrom, visibleFrom) come with the build's stylesheet, not in a <style> in
    // the body (ui/vite/mantineCssVariables.ts)
    <MantineProvider theme={theme} defaultColorScheme="light" withGlobalClasses={false}>
      <QueryClientProvider client={queryClient}>
        {at ? (
          <StaticRouter location={at.location} origin={at.origin}>
            {routes}
          </StaticRouter>
        ) : (
          <BrowserRouter>{routes}</BrowserRouter>
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}
