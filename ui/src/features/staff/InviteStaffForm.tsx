import { STAFF_EMAIL_TAKEN_MESSAGE, type InviteStaffRequest, type StaffWriteAnswer } from '@league/contracts';
import { Text } from '@mantine/core';
import { errorMessage } from '../../shared/api/apiRequest';
import { EntityForm } from '../../shared/forms/EntityForm';
import { serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { useInviteStaff } from './api';
import { RoleField } from './RoleField';
import { inviteStaffFormSchema, type InviteStaffFormValues } from './schemas';

const FIELDS = ['name', 'email', 'role'] as const;

interface InviteStaffFormProps {
  onInvited: (invitation: InviteStaffRequest, answer: StaffWriteAnswer) => void;
  onCancel: () => void;
  /** a refusal that names no field: the page's error modal */
  onError: (message: string) => void;
}

/**
 * INVITE: name, e-mail and role; the server mails the invitation. What it refuses shows beside the
 * field it names (an address already on the staff beside the e-mail), anything else in the error modal.
 */
export function InviteStaffForm({ onInvited, onCancel, onError }: InviteStaffFormProps) {
  const invite = useInviteStaff();
  const form = useEntityForm<InviteStaffFormValues, InviteStaffRequest>(inviteStaffFormSchema, {
    name: '',
    email: '',
    role: 'scorekeeper',
  });
  const onSubmit = (invitation: InviteStaffRequest) =>
    invite.mutate(invitation, {
      onSuccess: (answer) => onInvited(invitation, answer),
      onError: (failure) => {
        const fields = serverFieldErrors(failure, FIELDS, { [STAFF_EMAIL_TAKEN_MESSAGE]: 'email' });
        if (!fields) return onError(errorMessage(failure, 'Something went wrong with the invitation'));
        for (const name of FIELDS) {
          const message = fields[name];
          if (message) form.setError(name, { type: 'server', message }, { shouldFocus: true });
        }
      },
    });
  return (
    <>
      <Text size="sm" mb="sm">
        The invitation is e-mailed with a link to choose a password; it works for 7 days, once.
      </Text>
      <EntityForm
        form={form}
        submitLabel="SEND INVITATION"
        busy={invite.isPending}
        cancel={onCancel}
        onSubmit={onSubmit}
      >
        <TextField form={form} name="name" label="Name" autoComplete="off" />
        <TextField form={form} name="email" label="E-mail" type="email" autoComplete="off" />
        <RoleField control={form.control} />
      </EntityForm>
    </>
  );
}
