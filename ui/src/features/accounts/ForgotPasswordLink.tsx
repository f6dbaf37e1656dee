import { siteRoute } from '@league/contracts/site-pages';
import { Anchor } from '@mantine/core';
import { Link } from '../../shared/router';

/**
 * Under each login form, coach's and staff's: the way to a new password by e-mail (the first design had it
 * alert that the function was coming soon, and show it only after a wrong password: docs/rules.md §2).
 */
export function ForgotPasswordLink() {
  return (
    <div style={{ marginTop: 12, textAlign: 'center' }}>
      <Anchor component={Link} to={siteRoute.forgotPassword.href()} size="sm">
        Forgot your password?
      </Anchor>
    </div>
  );
}
