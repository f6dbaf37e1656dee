import {
  EMAIL_RECIPIENT_INVALID_MESSAGE,
  EMAIL_RECIPIENTS_MISSING_MESSAGE,
  isEmailAddress,
  isPlainText,
  sendEmailRequest,
} from '@league/contracts';
import { z } from 'zod';

export { DEFAULT_EMAIL_SUBJECT as DEFAULT_SUBJECT } from '@league/contracts';

/** Each address once, whatever its spelling (the coach list repeats a coach with several teams). */
export function distinctAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const raw of addresses) {
    const address = raw.trim();
    const key = address.toLowerCase();
    if (!address || seen.has(key)) continue;
    seen.add(key);
    distinct.push(address);
  }
  return distinct;
}

/**
 * The e-mail dialog: the API's subject and message rules; the recipients are required here (the
 * dialog always names them) and the sender name is a plain text field.
 */
export const emailFormSchema = z.object({
  to: z
    .array(z.string())
    .min(1, EMAIL_RECIPIENTS_MISSING_MESSAGE)
    .refine((addresses) => addresses.every(isEmailAddress), EMAIL_RECIPIENT_INVALID_MESSAGE),
  subject: sendEmailRequest.shape.subject,
  fromName: z
    .string()
    .trim()
    .max(100, 'The sender name can have at most 100 characters.')
    .refine(isPlainText, 'The sender name contains characters that cannot be sent.'),
  message: sendEmailRequest.shape.message,
});

export type EmailForm = z.input<typeof emailFormSchema>;
