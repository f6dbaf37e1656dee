import { siteRoute } from '@league/contracts/site-pages';
import { Container, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { currentLeaguesQuery, leagueLabel, previousLeaguesQuery } from '../../shared/admin/leaguesApi';
import { AdminScheduleTable } from './AdminScheduleTable';
import { masterScheduleQuery } from '../../shared/admin/scheduleApi';
import { ConflictModal } from './ConflictModal';
import { findConflicts } from './conflicts';
import {
  localToday,
  masterFilterSearch,
  parseMasterFilter,
  shownItems,
  type MasterFilter,
} from './masterFilter';
import { SavedNotice } from '../../shared/ui/SavedNotice';
import { ScheduleLinks } from './ScheduleLinks';
import { useDeleteScheduleItem } from './useDeleteScheduleItem';
import { useLandingHighlight } from './landing';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';

/** Current leagues / all leagues, and one league of those (in the page's query). */
function MasterFilterFields({ filter }: { filter: MasterFilter }) {
  const navigate = useNavigate();
  const current = useQuery(currentLeaguesQuery());
  const previous = useQuery({ ...previousLeaguesQuery(), enabled: filter.scope === 'all' });
  const option = (league: Parameters<typeof leagueLabel>[0] & { leagueId: string }) => ({
    value: league.leagueId,
    label: leagueLabel(league),
  });
  const groups = [
    { group: 'Current leagues', items: (current.data ?? []).map(option) },
    ...(filter.scope === 'all'
      ? [{ group: 'Previous leagues', items: (previous.data ?? []).map(option) }]
      : []),
  ];
  const show = (next: MasterFilter) =>
    navigate(`${siteRoute.masterSchedule.href()}${masterFilterSearch(next)}`);
  return (
    <Group justify="center" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <SegmentedControl
        aria-label="Leagues shown"
        data={[
          { value: 'current', label: 'Current leagues' },
          { value: 'all', label: 'All leagues' },
        ]}
        value={filter.scope}
        onChange={(scope) => show({ scope: scope === 'all' ? 'all' : 'current', leagueId: null })}
      />
      <Select
        label="League"
        placeholder="Every league"
        data={groups}
        value={filter.leagueId}
        onChange={(leagueId) => show({ ...filter, leagueId })}
        clearable
        searchable
        w={{ base: '100%', xs: 380 }}
      />
    </Group>
  );
}

/**
 * /admin/masterSchedule: the games and events of the current leagues by default (see `shownItems`), of every season on
 * request, narrowed to one league if asked; every date with its year. Items sharing a date, time and
 * venue among those listed raise the 'SCHEDULING CONFLICT!!' modal (once per set of clashes, until OK).
 */
export function MasterSchedulePage() {
  const [searchParams] = useSearchParams();
  const filter = parseMasterFilter(searchParams);
  const schedule = useQuery(masterScheduleQuery());
  const current = useQuery(currentLeaguesQuery());
  const loadError = useQueryErrorMessage(schedule, 'Something went wrong with loading the schedule');
  const remove = useDeleteScheduleItem();
  const ready = schedule.isSuccess && (filter.scope === 'all' || filter.leagueId || !current.isPending);
  const items = ready ? shownItems(schedule.data, filter, current.data ?? [], localToday()) : [];
  const conflicts = findConflicts(items).flat();
  const conflictKey = conflicts.map((item) => item.itemId).join(',');
  const [acknowledged, setAcknowledged] = useState('');
  const highlighted = useLandingHighlight();

  return (
    <Container fluid maw={1500} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConflictModal
        items={conflictKey && conflictKey !== acknowledged ? conflicts : null}
        onOk={() => setAcknowledged(conflictKey)}
      />
      {remove.modal}
      <PageTitle>Master Schedule</PageTitle>
      <SavedNotice />
      <MasterFilterFields filter={filter} />
      {(schedule.isPending || (schedule.isSuccess && !ready)) && <Spinner />}
      {ready &&
        (schedule.data.length === 0 ? (
          <EmptyNotice>NOTHING SCHEDULED YET!</EmptyNotice>
        ) : items.length === 0 ? (
          <EmptyNotice data-testid="nothing-shown">Nothing scheduled in these leagues.</EmptyNotice>
        ) : (
          <>
            <Text ta="center" size="sm" c="dimmed" mb="xs" data-testid="shown-count">
              {items.length} of {schedule.data.length} games and events
            </Text>
            <AdminScheduleTable items={items} view="master" onDelete={remove.ask} highlighted={highlighted} />
          </>
        ))}
      <ScheduleLinks />
    </Container>
  );
}
