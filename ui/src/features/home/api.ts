import type { ContactAnswer, ContactRequest } from '@league/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';

/** POST /api/contact (public): the league answers by e-mail. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (payload: ContactRequest) =>
      apiRequest<ContactAnswer>('/api/contact', { method: 'POST', body: payload }),
  });
}
