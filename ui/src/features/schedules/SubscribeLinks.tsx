import { Anchor, Group, Text } from '@mantine/core';

/**
 * Subscribe links for an iCalendar feed: webcal:// opens the calendar app (which then follows
 * changes), the http(s) address downloads the file or can be pasted into a web calendar.
 */
export function SubscribeLinks({ feedPath, label }: { feedPath: string; label: string }) {
  const { host, origin } = window.location;
  return (
    <Group gap="xs" justify="center" mb="md" data-testid="subscribe-links">
      <Text size="sm" fw={600}>
        {label}:
      </Text>
      <Anchor href={`webcal://${host}${feedPath}`} size="sm">
        Subscribe in your calendar
      </Anchor>
      <Text size="sm" c="dimmed">
        ·
      </Text>
      <Anchor href={`${origin}${feedPath}`} size="sm">
        Download .ics
      </Anchor>
    </Group>
  );
}
