import type { InviteStaffRequest } from '@league/contracts';
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { QueryList } from '../../shared/ui/QueryList';
import { staffListQuery, useInviteStaff, useUpdateStaff } from './api';
import { EditStaffForm } from './EditStaffForm';
import { InviteStaffForm } from './InviteStaffForm';
import { StaffDialog } from './StaffDialog';
import { StaffTable, type ChangeableMember } from './StaffTable';

const invitationOf = ({ name, email, role }: ChangeableMember): InviteStaffRequest => ({ name, email, role });

/**
 * /admin/staff (owner, admin): who runs the league with which role and status, when each was invited and
 * last logged in; INVITE someone, and per member (never the owner) EDIT name and role, DISABLE (asked
 * first: they are signed out everywhere) or ENABLE, and INVITE AGAIN while the invitation waits.
 */
export function StaffPage() {
  const list = useQuery(staffListQuery());
  const loadError = useQueryErrorMessage(list, 'Something went wrong with loading the staff');
  const invite = useInviteStaff();
  const update = useUpdateStaff();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<ChangeableMember | null>(null);
  const [disabling, setDisabling] = useState<ChangeableMember | null>(null);
  const [busyWith, setBusyWith] = useState<string | null>(null);

  const fail = (fallback: string) => (failure: Error) => setError(errorMessage(failure, fallback));
  const setDisabled = (member: ChangeableMember, disabled: boolean, after?: () => void) => {
    setBusyWith(member.staffId);
    update.mutate(
      { staffId: member.staffId, change: { disabled } },
      {
        onSuccess: () =>
          setNotice(
            disabled
              ? `${member.name} is disabled: they can no longer log in.`
              : `${member.name} is enabled again.`,
          ),
        onError: fail('Something went wrong with saving the change'),
        onSettled: () => {
          setBusyWith(null);
          after?.();
        },
      },
    );
  };

  return (
    <Container size="xl" py="xl">
      <ErrorModal
        error={loadError.message ?? error}
        onClear={() => (error ? setError(null) : loadError.clear())}
      />
      <PageTitle>Staff</PageTitle>
      <Text ta="center" size="sm" mb="md" maw={720} mx="auto">
        Admins run everything in the admin area, the staff included; scorekeepers enter the results of games.
        The owner of the site is set by its configuration.
      </Text>
      {notice && (
        <Alert
          role="status"
          color="green"
          variant="light"
          withCloseButton
          closeButtonLabel="Close"
          onClose={() => setNotice(null)}
          maw={640}
          mx="auto"
          mb="md"
          fw={700}
          data-testid="staff-notice"
        >
          {notice}
        </Alert>
      )}
      <Group justify="flex-end" mb="md">
        <Button color="red" onClick={() => setInviting(true)}>
          INVITE
        </Button>
      </Group>
      <QueryList list={list} empty={<Text ta="center">Nobody is on the staff yet.</Text>}>
        {(staff) => (
          <StaffTable
            staff={staff}
            actions={{
              edit: setEditing,
              disable: setDisabling,
              enable: (member) => setDisabled(member, false),
              inviteAgain: (member) => {
                setBusyWith(member.staffId);
                invite.mutate(invitationOf(member), {
                  onSuccess: () => setNotice(`A new invitation was sent to ${member.email}.`),
                  onError: fail('Something went wrong with the invitation'),
                  onSettled: () => setBusyWith(null),
                });
              },
              busyWith,
            }}
          />
        )}
      </QueryList>

      <StaffDialog opened={inviting} onClose={() => setInviting(false)} title="Invite to the staff">
        <InviteStaffForm
          onCancel={() => setInviting(false)}
          onError={setError}
          onInvited={({ email }) => {
            setInviting(false);
            setNotice(`The invitation was sent to ${email}.`);
          }}
        />
      </StaffDialog>
      <StaffDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={`Edit ${editing?.name ?? ''}`}
      >
        {editing && <EditStaffForm member={editing} onDone={() => setEditing(null)} onError={setError} />}
      </StaffDialog>
      <ConfirmModal
        opened={disabling !== null}
        description={
          disabling
            ? `Disable ${disabling.name}? They can no longer log in, and every browser they are signed in with is signed out.`
            : undefined
        }
        confirmLabel="DISABLE"
        busy={update.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={() => disabling && setDisabled(disabling, true, () => setDisabling(null))}
      />
    </Container>
  );
}
