import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { AdminScheduleTable } from './AdminScheduleTable';
import { masterScheduleQuery } from './api';
import { ConflictModal } from './ConflictModal';
import { findConflicts } from './conflicts';
import { ScheduleLinks } from './ScheduleLinks';
import { useDeleteScheduleItem } from './useDeleteScheduleItem';

/**
 * /admin/masterSchedule: every game and event. Items sharing a date, time and venue raise the
 * 'SCHEDULING CONFLICT!!' modal (once per set of clashes, until OK).
 */
export function MasterSchedulePage() {
  const schedule = useQuery(masterScheduleQuery());
  const loadError = useQueryErrorMessage(schedule, 'Something went wrong with loading the schedule');
  const remove = useDeleteScheduleItem();
  const conflicts = findConflicts(schedule.data ?? []).flat();
  const conflictKey = conflicts.map((item) => item._id).join(',');
  const [acknowledged, setAcknowledged] = useState('');

  return (
    <Container fluid maw={1500} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConflictModal
        items={conflictKey && conflictKey !== acknowledged ? conflicts : null}
        onOk={() => setAcknowledged(conflictKey)}
      />
      {remove.modal}
      <PageTitle>Master Schedule</PageTitle>
      {schedule.isPending && <Spinner />}
      {schedule.isSuccess &&
        (schedule.data.length === 0 ? (
          <Text ta="center" fw={700}>
            NOTHING SCHEDULED YET!
          </Text>
        ) : (
          <AdminScheduleTable items={schedule.data} view="master" onDelete={remove.ask} />
        ))}
      <ScheduleLinks />
    </Container>
  );
}
