import { Modal, TagsInput, Textarea, TextInput } from '@mantine/core';
import { EMAIL_ON_ITS_WAY_MESSAGE } from '@league/contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { errorMessage } from '../../api/apiRequest';
import { EntityForm } from '../../forms/EntityForm';
import { fieldError } from '../../forms/fieldError';
import { useEntityForm } from '../../forms/useEntityForm';
import { TextField } from '../../forms/TextField';
import { ErrorModal } from '../../ui/ErrorModal';
import { OVERLAY_TRANSITION } from '../../ui/modalTransition';
import { LEAGUE_NAME } from '../../content/leagueContent';
import { useSendEmail } from './api';
import { DEFAULT_SUBJECT, distinctAddresses, emailFormSchema, type EmailForm } from './schemas';

export interface EmailDialogProps {
  opened: boolean;
  onClose: () => void;
  /** e.g. every coach of the registered teams; repeats are dropped */
  defaultRecipients: string[];
}

interface EmailFormFieldsProps {
  defaultRecipients: string[];
  onSent: () => void;
  onCancel: () => void;
}

function EmailFormFields({ defaultRecipients, onSent, onCancel }: EmailFormFieldsProps) {
  const sendEmail = useSendEmail();
  const [error, setError] = useState<string | null>(null);
  const form = useEntityForm(emailFormSchema, {
    to: distinctAddresses(defaultRecipients),
    subject: DEFAULT_SUBJECT,
    fromName: LEAGUE_NAME,
    message: '',
  });

  const submit = (values: EmailForm) =>
    sendEmail.mutate(values, {
      onSuccess: () => {
        window.alert(EMAIL_ON_ITS_WAY_MESSAGE);
        onSent();
      },
      onError: (failure) => setError(errorMessage(failure, 'Something went wrong with sending the email')),
    });

  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <EntityForm
        form={form}
        onSubmit={submit}
        submitLabel="SEND"
        busy={sendEmail.isPending}
        cancel={onCancel}
      >
        <Controller
          control={form.control}
          name="to"
          render={({ field }) => (
            <TagsInput
              label="To"
              description="Press Enter or type a comma after each address"
              value={field.value}
              onChange={(addresses) => field.onChange(distinctAddresses(addresses))}
              onBlur={field.onBlur}
              ref={field.ref}
              splitChars={[',', ';', ' ']}
              clearable
              withAsterisk
              error={fieldError(form, 'to')}
            />
          )}
        />
        <TextField form={form} name="subject" label="Subject" />
        <TextInput
          {...form.register('fromName')}
          label="From (sender name)"
          error={fieldError(form, 'fromName')}
        />
        <Textarea
          {...form.register('message')}
          label="Message"
          withAsterisk
          autosize
          minRows={3}
          error={fieldError(form, 'message')}
        />
      </EntityForm>
    </>
  );
}

/**
 * The admin's e-mail dialog (registered teams, registrants): the recipients start as the given
 * addresses without repeats and stay editable; the subject is required. The server queues the mail
 * (POST /api/admin/sendEmail) and its outbox shows the delivery.
 */
export function EmailDialog({ opened, onClose, defaultRecipients }: EmailDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Send an Email"
      centered
      size="lg"
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* the modal unmounts its content when closed, so every opening starts from the defaults */}
      <EmailFormFields defaultRecipients={defaultRecipients} onSent={onClose} onCancel={onClose} />
    </Modal>
  );
}
