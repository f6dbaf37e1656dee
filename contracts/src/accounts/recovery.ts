import { z } from 'zod';
import { isPlainText } from '../text';
import { loginRequest } from './commands';
import { linkTokenField, newPasswordField } from './staff';

/**
 * Recovering an account, confirming an address, and one's own account (docs/accounts.md). Every link
 * sent by e-mail carries a token that the site keeps only as a hash; a link works once, and only the
 * newest of its kind.
 */

/** A reset link works this long. */
export const PASSWORD_RESET_VALID_MS = 30 * 60_000;
/** An address confirmation link works this long. */
export const EMAIL_CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60_000;

export const FORGOT_PASSWORD_ANSWER_MESSAGE =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.';
export const RESET_LINK_INVALID_MESSAGE =
  'This link to choose a new password is not valid any more: it was used, it expired, or a newer one was sent. Ask for a new one.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Please log in with it.';
export const CONFIRMATION_LINK_INVALID_MESSAGE =
  'This confirmation link is not valid any more: it was used, it expired, or a newer one was sent.';
export const EMAIL_CONFIRMED_MESSAGE = 'Thank you: your email address is confirmed.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct.';
export const SESSION_NOT_FOUND_MESSAGE = 'Session not found.';
export const SESSION_ENDED_MESSAGE = 'That browser is signed out.';
export const CONFIRMATION_SENT_MESSAGE =
  'We have sent a new confirmation link to your email address. It works for 7 days.';
export const EMAIL_ALREADY_CONFIRMED_MESSAGE = 'Your email address is confirmed already.';
export const ONLY_COACHES_CONFIRM_MESSAGE = 'Only a coach account has an email address to confirm.';

/** POST /api/account/forgotPassword (public) → 202 {message}, the same whether or not an account exists. */
export const forgotPasswordRequest = z.object({ email: loginRequest.shape.email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/**
 * POST /api/account/resetPassword (public) → 200 {message}: the account of the token gets the password,
 * every session of it ends, and its address counts as confirmed (the mail reached it). A used, expired,
 * superseded or unknown token → 400 {message}.
 */
export const resetPasswordRequest = z.object({ token: linkTokenField, password: newPasswordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** POST /api/account/verifyEmail (public) → 200 {message}; a bad token → 400 {message}. */
export const verifyEmailRequest = z.object({ token: linkTokenField });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

/** One signed-in browser of the account. */
export const accountSession = z.object({
  sessionId: z.string(),
  /** e.g. "Chrome on Android", from the browser's User-Agent when it signed in */
  browser: z.string(),
  /** ISO timestamps */
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** the session this request is made with */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

/** GET /api/account (any signed-in account): who I am, and where I am signed in. */
export const accountAnswer = z.object({
  accountId: z.uuid(),
  role: z.enum(['owner', 'admin', 'scorekeeper', 'coach']),
  name: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  sessions: z.array(accountSession),
});
export type AccountAnswer = z.infer<typeof accountAnswer>;

/**
 * PATCH /api/account {name} → 200 {position}: a member of staff's name (StaffRenamed) or a coach's
 * (CoachRenamed). The owner's name is LEAGUE_ADMIN_NAME: 403 OWNER_UNCHANGEABLE_MESSAGE.
 */
export const renameAccountRequest = z.object({
  name: z
    .string('Please enter a name.')
    .trim()
    .min(1, 'Please enter a name.')
    .max(100, 'A name can have at most 100 characters.')
    .refine(isPlainText, 'A name contains characters that cannot be stored.'),
});
export type RenameAccountRequest = z.infer<typeof renameAccountRequest>;
export const renameAccountAnswer = z.object({ position: z.string() });
export type RenameAccountAnswer = z.infer<typeof renameAccountAnswer>;

/**
 * POST /api/account/password {currentPassword, password} → 200 {token, expiresAt}: the new password;
 * every other session ends, this one goes on with the token answered. A wrong current password → 400.
 */
export const changePasswordRequest = z.object({
  currentPassword: z.string('currentPassword must be text.').max(1024, 'currentPassword is too long.'),
  password: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export const changePasswordAnswer = z.object({ token: z.string(), expiresAt: z.string() });
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswer>;

/** DELETE /api/account/sessions/{sessionId} → 200 {message}: that browser is signed out at once. */
export const sessionParams = z.object({
  sessionId: z.string().regex(/^[\w-]{8,64}$/, 'sessionId is not a session of this site.'),
});

/**
 * POST /api/account/confirmationEmail (a signed-in coach) → 202 {message: CONFIRMATION_SENT_MESSAGE}: a
 * new confirmation link (the earlier one no longer works); 200 {message: EMAIL_ALREADY_CONFIRMED_MESSAGE}
 * when the address is confirmed already (nothing sent); a member of staff → 403.
 */
export const confirmationEmailAnswer = messageAnswer;
