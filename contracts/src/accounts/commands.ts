import { z } from 'zod';
import { isPlainText } from '../text';

/** Texts of the login and sign-up forms (docs/rules.md §5, §8), shown unchanged by the UI and the API. */
export const VALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const VALID_PASSWORD_MESSAGE = 'Please enter a valid password.';
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 charachters long, should contain uppercase and lowercase letters, and at least ONE number!';
export const PASSWORDS_DONT_MATCH_MESSAGE = 'Passwords dont match!';
export const WRONG_PASSWORD_MESSAGE = 'Password is incorrect.  Try again.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists.';
export const ADMIN_LOGIN_FAILED_MESSAGE = 'The email address or password is incorrect.';

/**
 * The site's e-mail pattern (docs/rules.md §5: non-space text, @, non-space text, dot, non-space text),
 * read as exactly one mailbox: none of the RFC 5322 specials (, ; < > ( ) [ ] \ : ") outside the one @
 * and the dots, so a value can never be a list of addresses or a display name. Each part has a class of
 * its own (the local part has no @, a domain label no dot), so a match never backtracks: linear in the
 * input.
 */
export const EMAIL_PATTERN = /^[^\s"(),:;<>@[\\\]]+@[^\s"(),.:;<>@[\\\]]+(?:\.[^\s"(),.:;<>@[\\\]]+)+$/;
/** RFC 5321's limit on an address; checked before any pattern runs. */
export const MAX_EMAIL_LENGTH = 254;
/** Sign-up rule: at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

/** Lower-cased and trimmed: one account per address whatever its spelling. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether `value` is one mailbox that can be recorded: the length first, so no pattern sees a long text. */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value) && isPlainText(value);
}

// One refinement: zod runs every check of a chain even after `.max()` failed.
export const emailField = z.string(VALID_EMAIL_MESSAGE).trim().refine(isEmailAddress, VALID_EMAIL_MESSAGE);

// Login only checks the types: a wrong address or password is a 401, never a hint which one was wrong.
export const loginRequest = z.object({
  email: z
    .string('email must be text.')
    .max(254, 'email is too long.')
    .refine(isPlainText, 'email must be plain text.'),
  password: z.string('password must be text.').max(1024, 'password is too long.'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const coachSignupRequest = z.object({
  signUpEmail: emailField,
  signUpPassword: z
    .string(PASSWORD_RULE_MESSAGE)
    .max(1024, { message: 'signUpPassword is too long.', abort: true })
    .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
});
export type CoachSignupRequest = z.infer<typeof coachSignupRequest>;

/** The login form of the UI (docs/rules.md §5: valid e-mail, password of at least 8 characters). */
export const loginForm = z.object({
  email: emailField,
  password: z.string(VALID_PASSWORD_MESSAGE).min(8, VALID_PASSWORD_MESSAGE),
});

/** `expiresAt` is an ISO timestamp (UTC). */
export const adminLoginAnswer = z.object({ token: z.string(), expiresAt: z.string() });
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswer>;

export const coachLoginAnswer = z.object({ coachId: z.uuid(), token: z.string(), expiresAt: z.string() });
export type CoachLoginAnswer = z.infer<typeof coachLoginAnswer>;

export const coachSignupAnswer = coachLoginAnswer.extend({ position: z.string() });
export type CoachSignupAnswer = z.infer<typeof coachSignupAnswer>;
