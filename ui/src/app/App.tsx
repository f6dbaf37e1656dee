import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '../shared/router';
import { queryClient } from './queryClient';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppRoutes } from './router';
import { theme } from './theme';

export function App() {
  return (
    // the global classes (hiddenFrom, visibleFrom) come with the build's stylesheet, not in a <style> in
    // the body (ui/vite/mantineCssVariables.ts)
    <MantineProvider theme={theme} defaultColorScheme="light" withGlobalClasses={false}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
