import { Anchor, Box, Group, Text } from '@mantine/core';
import { LEAGUE_NAME, SOCIAL_LINK } from '../../shared/content/leagueContent';

/** The footer of every page (the site layout's): the league's name and its social link. */
export function SiteFooter() {
  return (
    <Box component="footer" bg="navy.8" c="white" py="lg" px="md">
      <Group justify="space-between" gap="sm" maw={1200} mx="auto">
        <Text size="sm">© {LEAGUE_NAME}</Text>
        <Anchor
          href={SOCIAL_LINK.url}
          target="_blank"
          rel="noopener noreferrer"
          c="white"
          fw={700}
          underline="always"
        >
          {SOCIAL_LINK.label}
        </Anchor>
      </Group>
    </Box>
  );
}
