import { rosterOverride, type PlayerOnOtherTeam } from '@league/contracts';
import { Button, Group, List, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { OVERLAY_TRANSITION } from '../../shared/ui/modalTransition';

export interface PendingOverride {
  /** from the server's refusal: each player of the call on another current team of the league */
  onOtherTeams: PlayerOnOtherTeam[];
}

interface RosterOverrideModalProps {
  pending: PendingOverride | null;
  /** a player's name by id (the players the form offered), undefined when unknown */
  nameOf: (playerId: string) => string | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * The admin's exception to one current team per league (docs/api.md "Rosters"): after the refusal, it
 * names each player and the team they are on, and asks why they may join this team too. The reason is
 * recorded with the players it lets through.
 */
export function RosterOverrideModal({
  pending,
  nameOf,
  busy,
  onCancel,
  onConfirm,
}: RosterOverrideModalProps) {
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      title="Already on another team"
      centered
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* a new form for each refusal: the reason starts empty */}
      {pending && (
        <OverrideForm
          key={pending.onOtherTeams.map((other) => other.playerId + other.teamId).join()}
          pending={pending}
          nameOf={nameOf}
          busy={busy}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}

function OverrideForm({
  pending,
  nameOf,
  busy,
  onCancel,
  onConfirm,
}: Omit<RosterOverrideModalProps, 'pending'> & { pending: PendingOverride }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const checked = rosterOverride.safeParse({ reason });
  const error = tried ? checked.error?.issues[0]?.message : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (checked.success) onConfirm(checked.data.reason);
      }}
    >
      <List size="sm" spacing={4} data-testid="override-players">
        {pending.onOtherTeams.map((other) => (
          <List.Item key={other.playerId + other.teamId}>
            {nameOf(other.playerId) ?? 'A player'} is already on the {other.teamName} roster in this league.
          </List.Item>
        ))}
      </List>
      <Text mt="md">A player plays for one current team of a league. Add them to this team anyway?</Text>
      <Textarea
        mt="sm"
        label="Reason for the exception"
        description="Kept with the roster."
        withAsterisk
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        onBlur={() => setTried(reason !== '' || tried)}
        error={error}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          CANCEL
        </Button>
        <Button type="submit" color="red" loading={busy}>
          ADD ANYWAY
        </Button>
      </Group>
    </form>
  );
}
