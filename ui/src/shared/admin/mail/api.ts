import type { OutboxAnswer, OutboxMessage, SendEmailAnswer, SendEmailRequest } from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/apiRequest';
import type { EmailForm } from './schemas';

export const mailKeys = {
  all: ['mail'] as const,
  outbox: () => [...mailKeys.all, 'outbox'] as const,
};

/** The outbox's messages, each `_id` as its messageId. */
const outboxOf = (answer: OutboxAnswer): OutboxMessage[] =>
  answer.outbox.map(({ _id, ...message }) => ({ messageId: _id, ...message }));

export const outboxQuery = () =>
  queryOptions({
    queryKey: mailKeys.outbox(),
    queryFn: ({ signal }) => apiRequest<OutboxAnswer>('/api/admin/mail/outbox', { signal }),
    select: outboxOf,
    // deliveries happen in the background: keep the page current while it is open
    refetchInterval: 5_000,
  });

export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ to, subject, fromName, message }: EmailForm) =>
      apiRequest<SendEmailAnswer>('/api/admin/sendEmail', {
        method: 'POST',
        body: {
          to: to.map((address) => address.trim()),
          subject: subject.trim(),
          message: message.trim(),
          ...(fromName.trim() ? { fromName: fromName.trim() } : {}),
        } satisfies SendEmailRequest,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
