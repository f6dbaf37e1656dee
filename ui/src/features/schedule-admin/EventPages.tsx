import { Card, Container, Text } from '@mantine/core';
import type { AdminScheduleEntry } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from '../../shared/router';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { ParsedTextField as FormTextField } from '../../shared/forms/ParsedTextField';
import { SearchableSelect } from '../../shared/forms/SearchableSelect';
import { currentLeaguesQuery, leagueLabel } from '../../shared/admin/leaguesApi';
import { ENTRY_LEAGUE_PARAM } from '../../shared/admin/scheduleEntry';
import { masterScheduleQuery, useSaveEvent } from '../../shared/admin/scheduleApi';
import { landing, landingPath } from './landing';
import { ScheduleSlotFields } from './ScheduleSlotFields';
import { eventFormSchema, type EventForm, type EventValues } from './schemas';
import { useScheduleSave } from './useScheduleSave';

interface EventFormFieldsProps extends EntityFormFieldsProps<EventForm, EventValues> {
  initialValues: EventForm;
  /** where CANCEL leads */
  cancel: string;
}

/** Event name, date, time, venue and (optionally) the league whose schedule shows it. */
function EventFormFields({ initialValues, cancel, ...save }: EventFormFieldsProps) {
  const form = useEntityForm(eventFormSchema, initialValues);
  const leagues = useQuery(currentLeaguesQuery());
  return (
    <EntityForm form={form} {...save} cancel={cancel}>
      <FormTextField form={form} name="eventName" label="Event Name" />
      <ScheduleSlotFields form={form} />
      <Controller
        control={form.control}
        name="leagueId"
        render={({ field }) => (
          <SearchableSelect
            label="League (optional)"
            placeholder="No league"
            clearable
            data={(leagues.data ?? []).map((league) => ({
              value: league.leagueId,
              label: leagueLabel(league),
            }))}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
          />
        )}
      />
    </EntityForm>
  );
}

function NewEventForm({ leagueId }: { leagueId: string }) {
  const navigate = useNavigate();
  const saveEvent = useSaveEvent(null);
  const { save, modals } = useScheduleSave<EventValues & { id: string }>(
    saveEvent,
    'Something went wrong with creating a new event',
  );
  const [id] = useState(() => crypto.randomUUID());
  return (
    <>
      {modals}
      <Card withBorder shadow="sm" p="lg">
        <EventFormFields
          initialValues={{ eventName: '', date: '', time: '', venueId: '', leagueId }}
          cancel={landingPath(leagueId || null)}
          submitLabel="ADD EVENT"
          busy={saveEvent.isPending}
          onSubmit={(values) =>
            save({ ...values, id }, () =>
              navigate(landingPath(values.leagueId), { state: landing('Event added.', [id]) }),
            )
          }
        />
      </Card>
    </>
  );
}

/**
 * /admin/events/new, or /admin/events/new?league={leagueId} from a league's schedule (that league chosen
 * if it is a current one). A saved event is shown marked on its league's schedule (the master schedule
 * for an event of no league).
 */
export function NewEventPage() {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(ENTRY_LEAGUE_PARAM);
  const leagues = useQuery({ ...currentLeaguesQuery(), enabled: asked !== null });
  const leagueId = leagues.data?.some((league) => league.leagueId === asked) ? (asked ?? '') : '';
  return (
    <Container size={640} py="xl">
      <PageTitle>New Event</PageTitle>
      {asked !== null && leagues.isPending ? <Spinner /> : <NewEventForm leagueId={leagueId} />}
    </Container>
  );
}

function UpdateEventForm({ event: loaded }: { event: AdminScheduleEntry }) {
  const [event] = useState(loaded);
  const navigate = useNavigate();
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
        cancel={landingPath(event.leagueId)}
        submitLabel="UPDATE EVENT"
        busy={saveEvent.isPending}
        onSubmit={(values) =>
          save(values, () =>
            navigate(landingPath(values.leagueId), { state: landing('Event updated.', [event.itemId]) }),
          )
        }
      />
    </>
  );
}

/** /admin/updateEvent/{id}: the event from the master schedule (which carries its version). */
export function UpdateEventPage() {
  const { id = '' } = useParams();
  const schedule = useQuery(masterScheduleQuery());
  const loadError = useQueryErrorMessage(schedule, 'Something went wrong with loading the event');
  const event = schedule.data?.find((item) => item.itemId === id && item.kind === 'event');
  return (
    <Container size={640} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update Event</PageTitle>
      {schedule.isPending && <Spinner />}
      {schedule.isSuccess && !event && <Text ta="center">This event does not exist (any more).</Text>}
      {event && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateEventForm key={event.itemId} event={event} />
        </Card>
      )}
    </Container>
  );
}
