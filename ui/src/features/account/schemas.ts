import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  changePasswordRequest,
  newPasswordField,
  PASSWORDS_DONT_MATCH_MESSAGE,
  renameAccountRequest,
  type ChangePasswordRequest,
} from '@league/contracts';
import { z } from 'zod';

/** A new name: the API's request. */
export const renameFormSchema = renameAccountRequest;
export type RenameFormValues = z.input<typeof renameFormSchema>;

export const CURRENT_PASSWORD_MISSING_MESSAGE = 'Please enter your current password.';

/**
 * Change password: the current one, and the new one with its confirmation as on sign-up (the rule of
 * docs/rules.md §5 and 'Passwords dont match!'), each message beside its field.
 */
export const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), password: z.string(), confirmPassword: z.string() })
  .superRefine(({ currentPassword, password, confirmPassword }, context) => {
    if (currentPassword === '') {
      context.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: CURRENT_PASSWORD_MISSING_MESSAGE,
      });
    }
    const rule = newPasswordField.safeParse(password);
    const ruleMessage = rule.success ? undefined : rule.error.issues[0]?.message;
    if (ruleMessage) context.addIssue({ code: 'custom', path: ['password'], message: ruleMessage });
    if (confirmPassword !== password) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DONT_MATCH_MESSAGE });
    }
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** The request exactly as the API validates it. */
export const toChangePasswordRequest = ({
  currentPassword,
  password,
}: ChangePasswordFormValues): ChangePasswordRequest =>
  changePasswordRequest.parse({ currentPassword, password });

export { CURRENT_PASSWORD_WRONG_MESSAGE };
