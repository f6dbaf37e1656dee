import { EMAIL_PATTERN, isPlainText } from '@league/contracts';
import { z } from 'zod';

export const DEFAULT_SUBJECT = 'New Message from the league';
export const SUBJECT_REQUIRED_MESSAGE = 'Please enter a subject.';
export const RECIPIENTS_REQUIRED_MESSAGE = 'Please add at least one recipient.';
export const MESSAGE_REQUIRED_MESSAGE = 'Please enter a message.';

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

/** The e-mail dialog: recipients, a required subject, the sender's name and the message. */
export const emailFormSchema = z.object({
  to: z
    .array(z.string())
    .min(1, RECIPIENTS_REQUIRED_MESSAGE)
    .refine(
      (addresses) => addresses.every((address) => EMAIL_PATTERN.test(address)),
      'Every recipient must be a valid email address.',
    ),
  subject: z
    .string()
    .trim()
    .min(1, SUBJECT_REQUIRED_MESSAGE)
    .max(200, 'The subject can have at most 200 characters.')
    .refine(isPlainText, 'The subject contains characters that cannot be sent.'),
  fromName: z
    .string()
    .trim()
    .max(100, 'The sender name can have at most 100 characters.')
    .refine(isPlainText, 'The sender name contains characters that cannot be sent.'),
  message: z
    .string()
    .trim()
    .min(1, MESSAGE_REQUIRED_MESSAGE)
    .max(20_000, 'The message can have at most 20000 characters.')
    .refine(isPlainText, 'The message contains characters that cannot be sent.'),
});
export type EmailForm = z.input<typeof emailFormSchema>;
