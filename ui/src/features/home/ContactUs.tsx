import { EMAIL_ON_ITS_WAY_MESSAGE } from '@league/contracts';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { useSendContactMessage } from './api';
import { contactProblem, EMPTY_CONTACT_FORM, toContactPayload, type ContactForm } from './contactForm';
import { CONTACT_INTRO } from './leagueContent';
import { HomeSection } from './HomeSection';

/** Contact Us: the spec's checks as alerts on submit; the form empties once the message is sent. */
export function ContactUs() {
  const form = useForm<ContactForm>({ defaultValues: EMPTY_CONTACT_FORM });
  const send = useSendContactMessage();
  const [error, setError] = useState<string | null>(null);

  const submit = (values: ContactForm) => {
    const problem = contactProblem(values);
    if (problem) {
      window.alert(problem);
      return;
    }
    send.mutate(toContactPayload(values), {
      onSuccess: () => {
        window.alert(EMAIL_ON_ITS_WAY_MESSAGE);
        form.reset(EMPTY_CONTACT_FORM);
      },
      onError: (failure) => setError(errorMessage(failure, 'Something went wrong with sending your message')),
    });
  };

  return (
    <HomeSection id="contact" title="Contact Us">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <Text mb="md">{CONTACT_INTRO}</Text>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Contact Us">
        <Stack gap="sm" maw={640}>
          <TextInput {...form.register('fromName')} label="Name" autoComplete="name" required />
          <TextInput
            {...form.register('fromEmail')}
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <Textarea {...form.register('message')} label="Message" autosize minRows={3} required />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={send.isPending}>
              SEND
            </Button>
          </Group>
        </Stack>
      </form>
    </HomeSection>
  );
}
