import { Anchor } from '@mantine/core';

const COMING_SOON =
  'This function is coming soon!  For now, please contact the league administrator by email to reset your password.';

/** The spec's placeholder: the link only tells the coach to e-mail the league administrator. */
export function ForgotPasswordLink() {
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => window.alert(COMING_SOON)}>
      Forgot your password?
    </Anchor>
  );
}
