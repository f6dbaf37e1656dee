import {
  acceptInvitationRequest,
  coachSignupRequest,
  emailField,
  forgotPasswordRequest,
  loginForm,
  newPasswordField,
  resetPasswordRequest,
  PASSWORD_PATTERN,
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_DONT_MATCH_MESSAGE,
} from '@league/contracts';
import { z } from 'zod';

/**
 * The login form (docs/rules.md §5), shared with the API (valid e-mail, password of at least 8 characters).
 */
export const loginFormSchema = loginForm;
export type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * The sign-up form: the API's payload plus the confirmation. The two rules of docs/rules.md §5 are
 * checked on submit in order (see signUpProblem), so the fields themselves only need to be filled in.
 */
export const signUpFormSchema = z.object({
  signUpEmail: emailField,
  signUpPassword: z.string().min(1, 'Please enter a password.'),
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** The sign-up checks in the order of docs/rules.md §5; the first one that fails is the message to show. */
export function signUpProblem({ signUpPassword, confirmPassword }: SignUpForm): string | null {
  if (signUpPassword !== confirmPassword) return PASSWORDS_DONT_MATCH_MESSAGE;
  if (!PASSWORD_PATTERN.test(signUpPassword)) return PASSWORD_RULE_MESSAGE;
  return null;
}

/** The payload exactly as the API validates it. */
export const toSignUpPayload = ({ signUpEmail, signUpPassword }: SignUpForm) =>
  coachSignupRequest.parse({ signUpEmail, signUpPassword });

/** Forgot your password?: one valid address (docs/rules.md §5), sent as the API takes it. */
export const forgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
export const toForgotPasswordPayload = ({ email }: ForgotPasswordForm) =>
  forgotPasswordRequest.parse({ email });

/**
 * A new password and its confirmation (reset link, invitation): the password rule and message of
 * docs/rules.md §5 on the password, and 'Passwords dont match!' on the confirmation, each beside its field.
 */
export const newPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, context) => {
    const rule = newPasswordField.safeParse(password);
    if (!rule.success) {
      for (const issue of rule.error.issues) {
        context.addIssue({ code: 'custom', path: ['password'], message: issue.message });
      }
    }
    if (confirmPassword !== password) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DONT_MATCH_MESSAGE });
    }
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const toResetPasswordPayload = (token: string, { password }: NewPasswordForm) =>
  resetPasswordRequest.parse({ token, password });
export const toAcceptInvitationPayload = (token: string, { password }: NewPasswordForm) =>
  acceptInvitationRequest.parse({ token, password });

export {
  CONFIRMATION_LINK_INVALID_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '@league/contracts';
