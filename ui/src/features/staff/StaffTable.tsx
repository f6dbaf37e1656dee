import type { AssignableStaffRole, StaffMember } from '@league/contracts';
import { Badge, Button, Text } from '@mantine/core';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { localMoment } from '../../shared/ui/localMoment';
import { RowActions } from '../../shared/ui/RowActions';
import { ROLE_LABELS, STATUS_LABELS } from './schemas';

/** A member whose name, role and status an admin may change: everyone but the owner. */
export type ChangeableMember = StaffMember & { role: AssignableStaffRole };
export const isChangeable = (member: StaffMember): member is ChangeableMember => member.role !== 'owner';

const STATUS_COLORS = { invited: 'yellow', active: 'green', disabled: 'gray' } as const;

const COLUMNS: readonly EntityColumn<StaffMember>[] = [
  { label: 'Name', cell: (member) => member.name, fw: 700 },
  { label: 'E-mail', cell: (member) => member.email, style: { overflowWrap: 'anywhere' } },
  // a role is one word, kept whole (a table cell may otherwise break a word anywhere: app/wrapping.css)
  { label: 'Role', cell: (member) => ROLE_LABELS[member.role], style: { overflowWrap: 'normal' } },
  {
    label: 'Status',
    style: { minWidth: 104 },
    cell: (member) => (
      <Badge color={STATUS_COLORS[member.status]} variant="light" radius="sm">
        {STATUS_LABELS[member.status]}
      </Badge>
    ),
  },
  { label: 'Invited', cell: (member) => localMoment(member.invitedAt) },
  { label: 'Last login', cell: (member) => localMoment(member.lastLoginAt, 'Never', true) },
];

export interface StaffRowActions {
  edit: (member: ChangeableMember) => void;
  disable: (member: ChangeableMember) => void;
  enable: (member: ChangeableMember) => void;
  inviteAgain: (member: ChangeableMember) => void;
  /** the member whose change is under way: their buttons wait */
  busyWith: string | null;
}

/**
 * The staff list: a row per member (a card on a phone), with EDIT, DISABLE or ENABLE, and for someone
 * invited INVITE AGAIN; the owner's row offers none.
 */
export function StaffTable({ staff, actions }: { staff: readonly StaffMember[]; actions: StaffRowActions }) {
  return (
    <EntityTable
      rows={staff}
      columns={COLUMNS}
      rowKey={(member) => member.staffId}
      rowTestId="staff-row"
      layout="stacked"
      actions={(member) =>
        isChangeable(member) ? (
          <RowActions>
            <Button size="compact-sm" variant="default" onClick={() => actions.edit(member)}>
              EDIT
            </Button>
            {member.status === 'invited' && (
              <Button
                size="compact-sm"
                variant="light"
                loading={actions.busyWith === member.staffId}
                onClick={() => actions.inviteAgain(member)}
              >
                INVITE AGAIN
              </Button>
            )}
            {member.status === 'disabled' ? (
              <Button
                size="compact-sm"
                variant="light"
                color="green"
                loading={actions.busyWith === member.staffId}
                onClick={() => actions.enable(member)}
              >
                ENABLE
              </Button>
            ) : (
              <Button size="compact-sm" variant="light" color="red" onClick={() => actions.disable(member)}>
                DISABLE
              </Button>
            )}
          </RowActions>
        ) : (
          <Text size="sm" c="dimmed">
            Set by the site&apos;s configuration
          </Text>
        )
      }
    />
  );
}
