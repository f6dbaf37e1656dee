import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Container, Group, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { coachTeamsQuery, type CoachTeam } from './api';
import { RegisterTeamSection } from './RegisterTeamSection';
import { LinkButton } from '../../shared/ui/LinkButton';

export const editTeamPath = (coachId: string, team: CoachTeam) =>
  siteRoute.editRegisteredTeam.href({ coachId, team: team.team, year: team.year });

function WelcomeBack({ coachId, teams }: { coachId: string; teams: CoachTeam[] }) {
  return (
    <>
      <Title order={2} ta="center" c="navy.8" mb="md">
        Welcome back!
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder striped bg="white">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Year</Table.Th>
              <Table.Th>Organization</Table.Th>
              <Table.Th>Team Name</Table.Th>
              <Table.Th>Head Coach</Table.Th>
              <Table.Th>Assistant Coaches</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((team) => (
              <Table.Tr key={team.registeredTeamId} data-testid="coach-team-row">
                <Table.Td>{team.year}</Table.Td>
                <Table.Td>{team.organization}</Table.Td>
                <Table.Td fw={700}>{team.team}</Table.Td>
                <Table.Td>{team.headCoach}</Table.Td>
                <Table.Td>{team.assistantCoaches}</Table.Td>
                <Table.Td>
                  <LinkButton to={editTeamPath(coachId, team)} size="xs" variant="light">
                    Edit
                  </LinkButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="center" mt="xl">
        <Anchor
          component={Link}
          to={siteRoute.registerAnotherTeam.href({ coachId })}
          fw={800}
          c="red.7"
          size="lg"
        >
          REGISTER ANOTHER TEAM
        </Anchor>
      </Group>
    </>
  );
}

/** /teamRegistration/{coachId}: the first-time form, or 'Welcome back!' with the coach's teams. */
export function TeamRegistrationPage() {
  const { coachId = '' } = useParams();
  const teams = useQuery(coachTeamsQuery(coachId));
  const loadError = useQueryErrorMessage(teams, 'Something went wrong with loading your teams');
  // Decided once per visit: a first registration reloads the list, and the thank-you modal must stay.
  const [firstTime, setFirstTime] = useState<boolean | null>(null);
  if (teams.isSuccess && firstTime === null) setFirstTime(teams.data.length === 0);
  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Team Registration</PageTitle>
      {teams.isPending && <Spinner />}
      {teams.isSuccess &&
        firstTime !== null &&
        (firstTime ? (
          <>
            <Text ta="center" mb="lg">
              Register your team and its roster for a tournament year.
            </Text>
            <RegisterTeamSection coachId={coachId} kind="first" />
          </>
        ) : (
          <WelcomeBack coachId={coachId} teams={teams.data} />
        ))}
    </Container>
  );
}
