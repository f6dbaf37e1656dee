import { siteRoute } from '@league/contracts/site-pages';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { tournamentsQuery } from '../../shared/tournament/api';
import { dateWithYear, openForRegistration } from './homeDates';
import { HOME_TEXT } from '../../shared/content/leagueContent';
import { LinkButton } from '../../shared/ui/LinkButton';

const text = HOME_TEXT.registration;

/**
 * The call to register, under the home page's title: one line per tournament open for registration,
 * naming it and its close date, with the way to its form. Nothing while none is open.
 */
export function RegistrationCall() {
  const tournaments = useQuery(tournamentsQuery());
  const open = openForRegistration(tournaments.data);
  if (open.length === 0) return null;
  return (
    <Stack gap="xs" mt="sm" data-testid="registration-call">
      {open.map((tournament) => (
        <Box
          key={tournament.tournamentId}
          p="sm"
          bg="red.0"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          data-testid="open-tournament-call"
        >
          <Group justify="center" gap="sm" wrap="wrap">
            <div>
              <Text fw={800} c="navy.9">
                {text.heading(tournament.leagueNameAndDesc)}
              </Text>
              <Text size="sm">{text.closes(dateWithYear(tournament.closeDate))}</Text>
            </div>
            <LinkButton
              to={siteRoute.tournamentRegistration.href({ tournamentId: tournament.tournamentId })}
              color="red"
              size="sm"
            >
              {text.button}
            </LinkButton>
          </Group>
        </Box>
      ))}
    </Stack>
  );
}
