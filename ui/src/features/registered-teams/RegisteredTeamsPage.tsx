import { siteRoute } from '@league/contracts/site-pages';
import { YEAR_FILTER_OPTIONS } from '@league/contracts';
import { Button, Container, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { EmailDialog } from '../../shared/admin/mail/EmailDialog';
import { registeredTeamsQuery, useEraseCoachPersonalData, useToggleRegisteredTeam } from './api';
import { RegisteredTeamsTable } from './RegisteredTeamsTable';
import { RosterModal } from '../../shared/ui/RosterModal';
import { TournamentRosterCard } from './TournamentRosterCard';
import type { RegisteredTeam } from './types';
import { LinkButton } from '../../shared/ui/LinkButton';
import { AdminCsvButton } from '../../shared/csv/AdminCsvButton';
import { adminCsv } from '../../shared/csv/saveDownload';

const ALL_YEARS = 'all';
/** 2024 to 2035, each labelled with its own value (the original's 2027/2034 defect is not copied). */
const YEAR_OPTIONS = [
  { value: ALL_YEARS, label: 'All Years' },
  ...YEAR_FILTER_OPTIONS.map((year) => ({ value: String(year), label: String(year) })),
];

type View = 'teams' | 'rosters';

/** /admin/registration: registered teams by year, rosters, committed players, archive, e-mail. */
export function RegisteredTeamsPage() {
  const [year, setYear] = useState(ALL_YEARS);
  const [view, setView] = useState<View>('teams');
  const teams = useQuery(registeredTeamsQuery(year === ALL_YEARS ? '' : year));
  const toggle = useToggleRegisteredTeam();
  const loadError = useQueryErrorMessage(teams, 'Something went wrong with loading the registered teams');
  const [error, setError] = useState<string | null>(null);
  const [rosterOf, setRosterOf] = useState<RegisteredTeam | null>(null);
  const [toArchive, setToArchive] = useState<RegisteredTeam | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [coachToErase, setCoachToErase] = useState<RegisteredTeam | null>(null);
  const eraseCoach = useEraseCoachPersonalData();

  const confirmEraseCoach = () => {
    if (!coachToErase) return;
    eraseCoach.mutate(coachToErase.coachId, {
      onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)),
      onSettled: () => setCoachToErase(null),
    });
  };

  const confirmArchive = () => {
    if (!toArchive) return;
    toggle.mutate(toArchive, {
      // Archive failures are swallowed (docs/rules.md §4: the list reloads either way); keep a trace for
      // support.
      onError: (failure) => console.error('Archiving the team failed:', failure),
      onSettled: () => setToArchive(null),
    });
  };

  return (
    <Container size="xl" py="xl">
      <ErrorModal
        error={error ?? loadError.message}
        onClear={() => (error ? setError(null) : loadError.clear())}
      />
      <ConfirmModal
        opened={toArchive !== null}
        description={toArchive ? `Archive the team ${toArchive.team} (${toArchive.year})?` : undefined}
        confirmLabel="ARCHIVE"
        busy={toggle.isPending}
        onCancel={() => setToArchive(null)}
        onConfirm={confirmArchive}
      />
      <ConfirmModal
        opened={coachToErase !== null}
        description={
          coachToErase
            ? `Erase the personal data of the coach of ${coachToErase.team} (${coachToErase.year})? Their e-mail address can never be read again, and they can no longer be reached.`
            : undefined
        }
        confirmLabel="ERASE"
        busy={eraseCoach.isPending}
        onCancel={() => setCoachToErase(null)}
        onConfirm={confirmEraseCoach}
      />
      <RosterModal team={rosterOf} onClose={() => setRosterOf(null)} />
      <EmailDialog
        opened={emailOpen}
        onClose={() => setEmailOpen(false)}
        defaultRecipients={teams.data?.allEmailAddresses ?? []}
      />
      <PageTitle>Registered Teams</PageTitle>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Select
            label="Year"
            data={YEAR_OPTIONS}
            value={year}
            onChange={(value) => setYear(value ?? ALL_YEARS)}
            allowDeselect={false}
            searchable
            w={160}
          />
          <Group gap="xs">
            <LinkButton variant="default" to={siteRoute.tournamentsAdmin.href()}>
              Tournaments
            </LinkButton>
            <AdminCsvButton
              url={adminCsv.registeredTeams(year === ALL_YEARS ? '' : year)}
              fileName={year === ALL_YEARS ? 'Registered teams.csv' : `Registered teams ${year}.csv`}
              onError={setError}
            />
            <Button color="red" onClick={() => setEmailOpen(true)} disabled={!teams.isSuccess}>
              Send an Email
            </Button>
          </Group>
        </Group>
        <SegmentedControl
          fullWidth
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'teams', label: 'Registered Teams' },
            { value: 'rosters', label: 'Tournament Rosters' },
          ]}
        />
        {teams.isPending && <Spinner />}
        {teams.isSuccess &&
          (teams.data.allRegisteredTeams.length === 0 ? (
            <Text ta="center">No Registered Teams!</Text>
          ) : view === 'teams' ? (
            <RegisteredTeamsTable
              teams={teams.data.allRegisteredTeams}
              onViewRoster={setRosterOf}
              actionLabel="Archive Team"
              onAction={setToArchive}
              onEraseCoach={setCoachToErase}
              testId="registered-team-row"
            />
          ) : (
            <Stack gap="md">
              {teams.data.allRegisteredTeams.map((team) => (
                <TournamentRosterCard
                  // a fresh card (fresh checkboxes) whenever the saved roster changes
                  key={`${team.registeredTeamId}:${team.roster.map((slot) => (slot.playerIsCommitted ? 1 : 0)).join('')}`}
                  team={team}
                  onError={setError}
                />
              ))}
            </Stack>
          ))}
      </Stack>
    </Container>
  );
}
