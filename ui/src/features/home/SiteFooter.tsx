import { Anchor, Box, Group, Text } from '@mantine/core';
import { LEAGUE_NAME, SOCIAL_LINK } from './leagueContent';

export function SiteFooter() {
  return (
    <Box component="footer" bg="navy.8" c="white" py="lg" px="md" mt="xl" style={{ borderRadius: 8 }}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">© {LEAGUE_NAME}</Text>
        <Anchor href={SOCIAL_LINK.url} target="_blank" rel="noopener noreferrer" c="white" fw={700}>
          {SOCIAL_LINK.label}
        </Anchor>
      </Group>
    </Box>
  );
}
