import { siteRoute } from '@league/contracts/site-pages';
import { Button, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { QueryList } from '../../shared/ui/QueryList';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { RowActions } from '../../shared/ui/RowActions';
import { useConfirmedAction } from '../../shared/ui/useConfirmedAction';
import { archivedTeamsQuery, useToggleTeam, type ArchivedTeam } from './api';
import { LinkButton } from '../../shared/ui/LinkButton';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';

const ARCHIVED_TEAM_COLUMNS: EntityColumn<ArchivedTeam>[] = [
  { label: 'Year', cell: (team) => team.year },
  { label: 'Team Name', cell: (team) => team.teamName, fw: 700 },
];

/** /admin/teams/archive: the league's archived teams, their rosters, and Move To Current. */
export function ArchivedTeamsPage() {
  const teams = useQuery(archivedTeamsQuery());
  const loadError = useQueryErrorMessage(teams, 'Something went wrong with loading the archived teams');
  const move = useConfirmedAction<ArchivedTeam>({
    mutation: useToggleTeam(),
    idOf: (team) => team.teamId,
    question: (team) => `Move ${team.teamName} (${team.year}) back to the current teams?`,
    confirmLabel: 'MOVE TO CURRENT',
    failureLog: () => 'Moving the team failed:',
  });
  return (
    <Container size="sm" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {move.modal}
      <PageTitle>Archived League Teams</PageTitle>
      <QueryList list={teams} empty={<EmptyNotice>No Archived Teams!</EmptyNotice>}>
        {(items) => (
          <EntityTable
            rows={items}
            columns={ARCHIVED_TEAM_COLUMNS}
            rowKey={(team) => team.teamId}
            rowTestId="archived-team-row"
            layout="plain"
            actions={(team) => (
              <RowActions>
                <LinkButton
                  to={siteRoute.teamRoster.href({ teamName: team.teamName, year: team.year })}
                  size="xs"
                  variant="light"
                >
                  ROSTER
                </LinkButton>
                <Button size="xs" variant="light" color="green" onClick={() => move.ask(team)}>
                  Move To Current
                </Button>
              </RowActions>
            )}
          />
        )}
      </QueryList>
    </Container>
  );
}
