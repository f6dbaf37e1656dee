import { AppShell, Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useSessionExpiry } from '../session/useSessions';
import { Spinner } from '../ui/Spinner';
import { isRouteHandle, type NavArea } from './navArea';
import { SiteHeader } from './SiteHeader';

function useNavArea(): NavArea {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    if (isRouteHandle(match.handle)) return match.handle.navArea;
  }
  return 'site';
}

export function AppLayout() {
  useSessionExpiry();
  const navArea = useNavArea();
  return (
    <AppShell header={{ height: 68 }} padding={0}>
      <AppShell.Header withBorder={false}>
        <SiteHeader navArea={navArea} />
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Box component="section" px={{ base: 'xs', sm: 'md' }} pb="xl">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
