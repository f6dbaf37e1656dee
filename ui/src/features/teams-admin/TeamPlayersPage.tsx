import { withAllDivisions } from '../../shared/admin/divisions';
import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Container, Text } from '@mantine/core';
import { Link, useParams } from '../../shared/router';
import { PageTitle } from '../../shared/ui/PageTitle';
import { TeamPlayersList } from './TeamPlayersList';

/** /admin/{teamName}/{year}/players */
export function TeamPlayersPage() {
  const { teamName = '', year = '' } = useParams();
  return (
    <Container size="md" py="xl">
      <PageTitle>{`${teamName} ${year} Players`}</PageTitle>
      <TeamPlayersList teamName={teamName} year={year} />
      <Text ta="center" mt="md">
        <Anchor component={Link} to={siteRoute.teamRoster.href({ teamName, year })}>
          Roster
        </Anchor>
      </Text>
    </Container>
  );
}

/** /admin/{leagueName}/{divisionName}/{session}/{year}/{teamName}/players: the same, inside its league. */
export function LeagueTeamPlayersPage() {
  const { leagueName = '', divisionName = '', session = '', year = '', teamName = '' } = useParams();
  return (
    <Container size="md" py="xl">
      <PageTitle>{`${teamName} Players`}</PageTitle>
      <Text ta="center" c="dimmed" mt={-12} mb="md">
        <Anchor
          component={Link}
          to={siteRoute.leagueTeams.href(
            withAllDivisions({ leagueName, divisionName, session, year: Number(year) }),
          )}
        >
          {leagueName} · {session} {year}
        </Anchor>
      </Text>
      <TeamPlayersList teamName={teamName} year={year} />
    </Container>
  );
}
