import type { AllRegisteredTeamsAnswer } from '@league/contracts';
import { Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { QueryList } from '../../shared/ui/QueryList';
import { outboxQuery } from '../../shared/admin/mail/api';
import { EmailDialog } from '../../shared/admin/mail/EmailDialog';
import { EraseAddressDialog } from './EraseAddressDialog';
import { OutboxTable } from './OutboxTable';

/** The coaches' addresses, the dialog's default recipients (none when the list cannot be read). */
function useCoachAddresses() {
  const teams = useQuery({
    queryKey: ['mail', 'coachAddresses'],
    queryFn: ({ signal }) =>
      apiRequest<AllRegisteredTeamsAnswer>('/api/registration/allRegisteredTeams', { signal }),
    select: (answer) => answer.allEmailAddresses,
    retry: false,
  });
  return { addresses: teams.data ?? [], loading: teams.isPending };
}

/**
 * /admin/mail/outbox (added: docs/api.md, "Mail and the contact form"): every contact message and league
 * e-mail, one row per recipient, with its delivery status, attempts and last error; refreshed while open.
 */
export function OutboxPage() {
  const outbox = useQuery(outboxQuery());
  const loadError = useQueryErrorMessage(outbox, 'Something went wrong with loading the outbox');
  const [dialogOpened, dialog] = useDisclosure(false);
  const [erasing, erase] = useDisclosure(false);
  const coachAddresses = useCoachAddresses();

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <EmailDialog
        opened={dialogOpened}
        onClose={dialog.close}
        defaultRecipients={coachAddresses.addresses}
      />
      <EraseAddressDialog opened={erasing} onClose={erase.close} />
      <PageTitle>Mail Outbox</PageTitle>
      <Group justify="space-between" mb="md">
        <Text c="dimmed" size="sm">
          Contact form messages and league e-mails: what was sent and what is waiting.
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={erase.open}>
            ERASE AN ADDRESS
          </Button>
          {/* the dialog takes its default recipients when it opens: wait for them */}
          <Button color="red" onClick={dialog.open} loading={coachAddresses.loading}>
            SEND AN EMAIL
          </Button>
        </Group>
      </Group>
      <QueryList list={outbox} empty={<Text ta="center">Nothing sent yet.</Text>}>
        {(items) => <OutboxTable messages={items} />}
      </QueryList>
    </Container>
  );
}
