import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { useSendContactMessage } from './api';
import type { ContactForm } from './contactForm';

const EMPTY_FORM: ContactForm = { fromName: '', fromEmail: '', message: '' };

/**
 * The checks and texts come with the contracts, which the home page should not download up front:
 * they load once the visitor starts on the form (or, at the latest, on SEND).
 */
const loadChecks = () => Promise.all([import('./contactForm'), import('@league/contracts')]);

/**
 * The Contact Us form (loaded as it nears the viewport, see ContactUs): the checks of docs/rules.md §5 as
 * alerts on submit; the form empties once the message is sent.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactForm>(EMPTY_FORM);
  const send = useSendContactMessage();
  const [error, setError] = useState<string | null>(null);
  const field = (name: keyof ContactForm) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async () => {
    const [{ contactProblem, toContactPayload }, { EMAIL_ON_ITS_WAY_MESSAGE }] = await loadChecks();
    const problem = contactProblem(values);
    if (problem) {
      window.alert(problem);
      return;
    }
    send.mutate(toContactPayload(values), {
      onSuccess: () => {
        window.alert(EMAIL_ON_ITS_WAY_MESSAGE);
        setValues(EMPTY_FORM);
      },
      onError: (failure) => setError(errorMessage(failure, 'Something went wrong with sending your message')),
    });
  };

  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <form
        noValidate
        aria-label="Contact Us"
        onFocus={() => void loadChecks()}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm" maw={640}>
          <TextInput {...field('fromName')} label="Name" autoComplete="name" required />
          <TextInput {...field('fromEmail')} label="Email" type="email" autoComplete="email" required />
          <Textarea {...field('message')} label="Message" autosize minRows={3} required />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={send.isPending}>
              SEND
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
