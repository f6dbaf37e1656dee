import { siteRoute } from '@league/contracts/site-pages';
import { Container, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { SearchableSelect } from '../../shared/forms/SearchableSelect';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { currentLeaguesQuery, leagueLabel } from '../../shared/admin/leaguesApi';
import { AdminScheduleTable } from './AdminScheduleTable';
import { BracketAdmin, useConflictedGames } from './BracketAdmin';
import { leagueScheduleQuery } from '../../shared/admin/scheduleApi';
import { SavedNotice } from '../../shared/ui/SavedNotice';
import { ScheduleLinks } from './ScheduleLinks';
import { useDeleteScheduleItem } from './useDeleteScheduleItem';
import { useLandingHighlight } from './landing';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { LinkButton } from '../../shared/ui/LinkButton';

/**
 * /schedule/admin/{leagueId}: a league's games and events, with the league picker and the way to the
 * schedule generator; where a game or event form (or the generator) of the league returns after a save,
 * the items saved marked.
 */
export function LeagueSchedulePage() {
  const { leagueId = '' } = useParams();
  const navigate = useNavigate();
  const leagues = useQuery(currentLeaguesQuery());
  const league = leagues.data?.find((candidate) => candidate.leagueId === leagueId);
  // a previous league's schedule shows too (the picker offers the current leagues only)
  const schedule = useQuery({ ...leagueScheduleQuery(leagueId), enabled: Boolean(leagueId) });
  const loadError = useQueryErrorMessage(schedule, 'Something went wrong with loading the schedule');
  const remove = useDeleteScheduleItem();
  const conflicted = useConflictedGames(leagueId);
  const highlighted = useLandingHighlight();

  return (
    <Container fluid maw={1500} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {remove.modal}
      <PageTitle>
        {league
          ? `${league.leagueName} Schedule`
          : (schedule.data?.[0]?.leagueName ?? 'League') + ' Schedule'}
      </PageTitle>
      <SavedNotice />
      <SearchableSelect
        label="League"
        placeholder="Select League...."
        data={(leagues.data ?? []).map((candidate) => ({
          value: candidate.leagueId,
          label: leagueLabel(candidate),
        }))}
        value={league ? leagueId : null}
        onChange={(value) => value && navigate(siteRoute.adminLeagueSchedule.href({ leagueId: value }))}
        maw={480}
        mx="auto"
        mb="lg"
        allowDeselect={false}
      />
      {league && (
        <Group justify="center" mb="lg">
          {/* a season's games at once, from weekly slots (docs/api.md, "Schedule generator") */}
          <LinkButton to={siteRoute.generateSchedule.href({ leagueId })} variant="light">
            Generate Schedule
          </LinkButton>
        </Group>
      )}
      {leagueId && <BracketAdmin leagueId={leagueId} />}
      {schedule.isPending && <Spinner />}
      {schedule.isSuccess &&
        (schedule.data.length === 0 ? (
          <EmptyNotice>NOTHING SCHEDULED YET!</EmptyNotice>
        ) : (
          <AdminScheduleTable
            items={schedule.data}
            view="league"
            onDelete={remove.ask}
            conflicted={conflicted}
            highlighted={highlighted}
          />
        ))}
      <ScheduleLinks leagueId={league ? leagueId : null} />
    </Container>
  );
}
