import type { AssignableStaffRole, StaffMember, UpdateStaffRequest } from '@league/contracts';
import { errorMessage } from '../../shared/api/apiRequest';
import { EntityForm } from '../../shared/forms/EntityForm';
import { serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { useUpdateStaff } from './api';
import { RoleField } from './RoleField';
import { editStaffFormSchema, type EditStaffFormValues } from './schemas';

const FIELDS = ['name', 'role'] as const;

/** What an edit changes, and only that (the request must name at least one change). */
export function staffChange(
  member: Pick<StaffMember, 'name' | 'role'>,
  edited: { name: string; role: AssignableStaffRole },
): UpdateStaffRequest | null {
  const change: UpdateStaffRequest = {
    ...(edited.name !== member.name && { name: edited.name }),
    ...(edited.role !== member.role && { role: edited.role }),
  };
  return Object.keys(change).length > 0 ? change : null;
}

interface EditStaffFormProps {
  /** never the owner: nobody changes the owner here */
  member: StaffMember & { role: AssignableStaffRole };
  onDone: () => void;
  onError: (message: string) => void;
}

/** EDIT of a row: the member's name and role, saved as one change. */
export function EditStaffForm({ member, onDone, onError }: EditStaffFormProps) {
  const update = useUpdateStaff();
  const form = useEntityForm<EditStaffFormValues, { name: string; role: AssignableStaffRole }>(
    editStaffFormSchema,
    { name: member.name, role: member.role },
  );
  const onSubmit = (edited: { name: string; role: AssignableStaffRole }) => {
    const change = staffChange(member, edited);
    if (!change) return onDone();
    update.mutate(
      { staffId: member.staffId, change },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const fields = serverFieldErrors(failure, FIELDS);
          if (!fields) return onError(errorMessage(failure, 'Something went wrong with saving the change'));
          for (const name of FIELDS) {
            const message = fields[name];
            if (message) form.setError(name, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    );
  };
  return (
    <EntityForm form={form} submitLabel="SAVE" busy={update.isPending} cancel={onDone} onSubmit={onSubmit}>
      <TextField form={form} name="name" label="Name" autoComplete="off" />
      <RoleField control={form.control} />
    </EntityForm>
  );
}
