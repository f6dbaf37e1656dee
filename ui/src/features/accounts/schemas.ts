import {
  coachSignupRequest,
  emailField,
  loginForm,
  PASSWORD_PATTERN,
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_DONT_MATCH_MESSAGE,
} from '@league/contracts';
import { z } from 'zod';

/** The login form of the spec, shared with the API (valid e-mail, password of at least 8 characters). */
export const loginFormSchema = loginForm;
export type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * The sign-up form: the API's payload plus the confirmation. The two rules of the spec are checked
 * on submit in its order (see signUpProblem), so the fields themselves only need to be filled in.
 */
export const signUpFormSchema = z.object({
  signUpEmail: emailField,
  signUpPassword: z.string().min(1, 'Please enter a password.'),
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** The sign-up checks in the spec's order; the first one that fails is the message to show. */
export function signUpProblem({ signUpPassword, confirmPassword }: SignUpForm): string | null {
  if (signUpPassword !== confirmPassword) return PASSWORDS_DONT_MATCH_MESSAGE;
  if (!PASSWORD_PATTERN.test(signUpPassword)) return PASSWORD_RULE_MESSAGE;
  return null;
}

/** The payload exactly as the API validates it. */
export const toSignUpPayload = ({ signUpEmail, signUpPassword }: SignUpForm) =>
  coachSignupRequest.parse({ signUpEmail, signUpPassword });

export { WRONG_PASSWORD_MESSAGE } from '@league/contracts';
