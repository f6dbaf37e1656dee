// The pages of the links the site mails, and Forgot your password?: one module, so the first visit of any
// other page lists one more page to load, not four.
export { AcceptInvitationPage } from './AcceptInvitationPage';
export { ConfirmEmailPage } from './ConfirmEmailPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
