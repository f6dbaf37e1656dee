import {
  CONTACT_EMAIL_INVALID_MESSAGE,
  CONTACT_EMAIL_MISSING_MESSAGE,
  CONTACT_EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  CONTACT_MESSAGE_MISSING_MESSAGE,
  CONTACT_NAME_MISSING_MESSAGE,
  type ContactRequest,
} from '@league/contracts';

export interface ContactForm {
  fromName: string;
  fromEmail: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactForm = { fromName: '', fromEmail: '', message: '' };

/**
 * The checks on submit (docs/rules.md §5), in order: e-mail present, e-mail valid, name present. The
 * message comes last (the API refuses an empty one, so ask before sending rather than after).
 */
export function contactProblem({ fromName, fromEmail, message }: ContactForm): string | null {
  const email = fromEmail.trim();
  if (!email) return CONTACT_EMAIL_MISSING_MESSAGE;
  if (email.length > MAX_EMAIL_LENGTH || !CONTACT_EMAIL_PATTERN.test(email))
    return CONTACT_EMAIL_INVALID_MESSAGE;
  if (!fromName.trim()) return CONTACT_NAME_MISSING_MESSAGE;
  if (!message.trim()) return CONTACT_MESSAGE_MISSING_MESSAGE;
  return null;
}

export const toContactPayload = ({ fromName, fromEmail, message }: ContactForm): ContactRequest => ({
  fromName: fromName.trim(),
  fromEmail: fromEmail.trim(),
  message: message.trim(),
});
