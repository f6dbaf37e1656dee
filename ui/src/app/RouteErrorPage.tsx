import { siteRoute } from '@league/contracts/site-pages';
import { Button, Container, Text, Title } from '@mantine/core';

/**
 * Last resort when a page crashes while rendering; plain markup so it works outside the layout (it is
 * the page's one landmark, its main).
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : 'Unknown error';
  return (
    <Container component="main" size="sm" py={48} ta="center">
      <Title order={1}>An Error Occurred!</Title>
      <Text mt="md">{detail}</Text>
      <Button component="a" href={siteRoute.home.href()} mt="xl">
        HOME
      </Button>
    </Container>
  );
}
