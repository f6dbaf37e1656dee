import { siteRoute } from '@league/contracts/site-pages';
import { Card, Container, Select, Text } from '@mantine/core';
import type { AdminScheduleItem } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useParams } from '../../shared/router';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { ParsedTextField as FormTextField } from '../../shared/forms/ParsedTextField';
import { currentLeaguesQuery, leagueLabel } from '../../shared/admin/leaguesApi';
import { masterScheduleQuery, useSaveEvent } from '../../shared/admin/scheduleApi';
import { ScheduleSlotFields } from './ScheduleSlotFields';
import { eventFormSchema, type EventForm, type EventValues } from './schemas';
import { useScheduleSave } from './useScheduleSave';

interface EventFormFieldsProps extends EntityFormFieldsProps<EventForm, EventValues> {
  initialValues: EventForm;
}

/** Event name, date, time, venue and (optionally) the league whose schedule shows it. */
function EventFormFields({ initialValues, ...save }: EventFormFieldsProps) {
  const form = useEntityForm(eventFormSchema, initialValues);
  const leagues = useQuery(currentLeaguesQuery());
  return (
    <EntityForm form={form} {...save} cancel={siteRoute.masterSchedule.href()}>
      <FormTextField form={form} name="eventName" label="Event Name" />
      <ScheduleSlotFields form={form} />
      <Controller
        control={form.control}
        name="leagueId"
        render={({ field }) => (
          <Select
            label="League (optional)"
            placeholder="No league"
            clearable
            data={(leagues.data ?? []).map((league) => ({ value: league._id, label: leagueLabel(league) }))}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
          />
        )}
      />
    </EntityForm>
  );
}

/** /admin/events/new */
export function NewEventPage() {
  const saveEvent = useSaveEvent(null);
  const { save, modals } = useScheduleSave<EventValues & { id: string }>(
    saveEvent,
    'Something went wrong with creating a new event',
  );
  const [id] = useState(() => crypto.randomUUID());
  return (
    <Container size={640} py="xl">
      {modals}
      <PageTitle>New Event</PageTitle>
      <Card withBorder shadow="sm" p="lg">
        <EventFormFields
          initialValues={{ eventName: '', date: '', time: '', venueId: '', leagueId: '' }}
          submitLabel="ADD EVENT"
          busy={saveEvent.isPending}
          onSubmit={(values) => save({ ...values, id })}
        />
      </Card>
    </Container>
  );
}

function UpdateEventForm({ event: loaded }: { event: AdminScheduleItem }) {
  const [event] = useState(loaded);
  const saveEvent = useSaveEvent(event);
  const { save, modals } = useScheduleSave<EventValues>(
    saveEvent,
    'Something went wrong with editing this event',
  );
  return (
    <>
      {modals}
      <EventFormFields
        initialValues={{
          eventName: event.eventName ?? '',
          date: event.isoDate,
          time: event.time,
          venueId: event.venueId,
          leagueId: event.leagueId ?? '',
        }}
        submitLabel="UPDATE EVENT"
        busy={saveEvent.isPending}
        onSubmit={save}
      />
    </>
  );
}

/** /admin/updateEvent/{id}: the event from the master schedule (which carries its version). */
export function UpdateEventPage() {
  const { id = '' } = useParams();
  const schedule = useQuery(masterScheduleQuery());
  const loadError = useQueryErrorMessage(schedule, 'Something went wrong with loading the event');
  const event = schedule.data?.find((item) => item._id === id && item.kind === 'event');
  return (
    <Container size={640} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update Event</PageTitle>
      {schedule.isPending && <Spinner />}
      {schedule.isSuccess && !event && <Text ta="center">This event does not exist (any more).</Text>}
      {event && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateEventForm key={event._id} event={event} />
        </Card>
      )}
    </Container>
  );
}
