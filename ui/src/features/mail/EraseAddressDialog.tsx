import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { erasePersonalDataByEmailRequest, type PersonalDataByEmailErasedAnswer } from '@league/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorMessage } from '../../shared/api/apiRequest';
import { EntityForm } from '../../shared/forms/EntityForm';
import { TextField } from '../../shared/forms/TextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { OVERLAY_TRANSITION } from '../../shared/ui/modalTransition';

/** POST /api/admin/erasePersonalDataByEmail: every person the site knows by the address. */
function useErasePersonalDataByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<PersonalDataByEmailErasedAnswer>('/api/admin/erasePersonalDataByEmail', {
        method: 'POST',
        body: { email: email.trim() },
      }),
    // the outbox, the registrants and the registered teams may all show what was erased
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** What an erasure did, in the admin's words. */
export function erasureOutcome(erased: number): string {
  if (erased === 0)
    return 'Nothing was erased: the site knows nobody by that address (or erased them before).';
  return erased === 1
    ? 'Erased: the one person the site knew by that address can no longer be read anywhere.'
    : `Erased: the ${erased} persons the site knew by that address can no longer be read anywhere.`;
}

function EraseAddressForm({ onDone }: { onDone: () => void }) {
  const erase = useErasePersonalDataByEmail();
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const form = useEntityForm(erasePersonalDataByEmailRequest, { email: '' });

  if (outcome)
    return (
      <Stack>
        <Alert color="green" role="status">
          {outcome}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onDone}>CLOSE</Button>
        </Group>
      </Stack>
    );
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <Text size="sm" mb="sm">
        Erases everything personal the site holds of this address, for good: the coach account that uses it
        (which is closed), tournament registrations made with it, contact messages from it and e-mails to it.
        They then read (erased). It cannot be undone.
      </Text>
      <EntityForm
        form={form}
        submitLabel="ERASE"
        busy={erase.isPending}
        cancel={onDone}
        onSubmit={({ email }) =>
          erase.mutate(email, {
            onSuccess: (answer) => setOutcome(erasureOutcome(answer.erased)),
            onError: (failure) => setError(errorMessage(failure, 'Something went wrong with the erasure')),
          })
        }
      >
        <TextField form={form} name="email" label="E-mail address" type="email" autoComplete="off" />
      </EntityForm>
    </>
  );
}

/** The Mail Outbox's ERASE AN ADDRESS: a person known by an address, erased at the admin's request. */
export function EraseAddressDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Erase an address"
      centered
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* unmounted when closed: every opening starts empty */}
      <EraseAddressForm onDone={onClose} />
    </Modal>
  );
}
