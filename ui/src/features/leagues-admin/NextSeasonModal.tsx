import { siteRoute } from '@league/contracts/site-pages';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../shared/api/apiRequest';
import { withAllDivisions } from '../../shared/admin/divisions';
import type { CurrentLeague } from '../../shared/admin/leaguesApi';
import { ParsedTextField } from '../../shared/forms/ParsedTextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { useNavigate } from '../../shared/router';
import { OVERLAY_TRANSITION } from '../../shared/ui/modalTransition';
import { nextSeasonFormSchema, nextSeasonOf, useStartNextSeason } from './nextSeason';

interface NextSeasonModalProps {
  /** the league whose next season to start; null: closed */
  league: CurrentLeague | null;
  onClose: () => void;
}

/**
 * START NEXT SEASON of a league card (docs/api.md, "Next season"): the session and year, prefilled with
 * the next ones, and whether the rosters come along; once recorded, the new league's teams page.
 */
export function NextSeasonModal({ league, onClose }: NextSeasonModalProps) {
  return (
    <Modal
      opened={league !== null}
      onClose={onClose}
      title="Start Next Season"
      centered
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* a new form for each league: its own next season prefilled */}
      {league && <NextSeasonForm key={league.leagueId} league={league} onClose={onClose} />}
    </Modal>
  );
}

function NextSeasonForm({ league, onClose }: { league: CurrentLeague; onClose: () => void }) {
  const next = nextSeasonOf(league);
  const form = useEntityForm(nextSeasonFormSchema, {
    session: next.session,
    year: String(next.year),
    copyRosters: true,
  });
  const start = useStartNextSeason(league);
  const navigate = useNavigate();
  const division = league.divisionName ? ` (${league.divisionName})` : '';
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        start.mutate(values, {
          onSuccess: () =>
            navigate(
              siteRoute.leagueTeams.href(
                withAllDivisions({
                  leagueName: league.leagueName,
                  divisionName: league.divisionName,
                  session: values.session,
                  year: values.year,
                }),
              ),
            ),
        }),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">
          A new league {league.leagueName}
          {division} with the same teams and divisions. {league.session} {league.year} moves to the previous
          leagues and its teams to the archive.
        </Text>
        <ParsedTextField form={form} name="session" label="Session" placeholder="Spring, Summer, Fall…" />
        <ParsedTextField form={form} name="year" label="Year" inputMode="numeric" maxLength={4} />
        <Checkbox
          {...form.register('copyRosters')}
          label="Copy rosters"
          description="Each team's players with their numbers."
        />
        {start.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(start.error, 'Something went wrong with starting the next season')}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          CANCEL
        </Button>
        <Button type="submit" color="red" loading={start.isPending}>
          START SEASON
        </Button>
      </Group>
    </form>
  );
}
