import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import type { EmailForm } from './schemas';

export const mailKeys = {
  all: ['mail'] as const,
  outbox: () => [...mailKeys.all, 'outbox'] as const,
};

export interface SendEmailAnswer {
  queued: number;
  position?: string;
}

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
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
