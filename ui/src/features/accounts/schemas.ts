import { z } from 'zod';

/**
 * Login and sign-up rules of the spec (section 5). Kept here until contracts/src/accounts.ts lands;
 * then the payload schemas come from '@league/contracts' and only the form-only pieces stay.
 */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** at least 8 characters with a lowercase letter, an uppercase letter and a digit */
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

export const INVALID_EMAIL = 'Please enter a valid email address.';
export const INVALID_PASSWORD = 'Please enter a valid password.';
export const PASSWORDS_DONT_MATCH = 'Passwords dont match!';
export const WEAK_PASSWORD =
  'Password must be at least 8 charachters long, should contain uppercase and lowercase letters, and at least ONE number!';
export const PASSWORD_INCORRECT = 'Password is incorrect.  Try again.';

const email = z.string().refine((value) => EMAIL_PATTERN.test(value.trim()), INVALID_EMAIL);

export const loginFormSchema = z.object({
  email,
  password: z.string().refine((value) => value.trim().length >= 8, INVALID_PASSWORD),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const signUpFormSchema = z.object({
  signUpEmail: email,
  signUpPassword: z.string().min(1, 'Please enter a password.'),
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** The sign-up checks in the spec's order; the first one that fails is the message to show. */
export function signUpProblem({ signUpPassword, confirmPassword }: SignUpForm): string | null {
  if (signUpPassword !== confirmPassword) return PASSWORDS_DONT_MATCH;
  if (!STRONG_PASSWORD.test(signUpPassword)) return WEAK_PASSWORD;
  return null;
}
