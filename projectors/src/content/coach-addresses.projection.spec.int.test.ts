import { describe, it } from 'vitest';
import type {
  CoachSignedUp,
  EmailConfirmationRequested,
  EmailConfirmed,
  PersonalDataErased,
} from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { coachAddressesProjection } from './coach-addresses';

const spec = projectionSpec(coachAddressesProjection);
const [pat, sam] = [uuid(1), uuid(2)];

const signedUp = (coachId: string, email: string, sealed = false) => ({
  ...({ type: 'CoachSignedUp', data: { coachId, email, passwordHash: 'scrypt$x' } } satisfies CoachSignedUp),
  sealed,
});
const erased = (kind: 'coach' | 'registrant', subjectId: string): PersonalDataErased => ({
  type: 'PersonalDataErased',
  data: {
    personId: `${kind}-${subjectId}`,
    kind,
    subjectId,
    erasedBy: { role: 'admin', id: 'admin-1' },
    erasedAt: '2026-02-01T00:00:00.000Z',
  },
});

const confirmationRequested = (coachId: string, email: string) => ({
  ...({
    type: 'EmailConfirmationRequested',
    data: {
      coachId,
      requestId: uuid(50),
      tokenHash: 'ab'.repeat(32),
      expiresAt: '2026-01-08T00:00:00.000Z',
      email,
      link: `https://league.test/confirm-email?token=${coachId}.secret`,
    },
  } satisfies EmailConfirmationRequested),
  sealed: true,
});
const confirmed = (coachId: string): EmailConfirmed => ({
  type: 'EmailConfirmed',
  data: { coachId, requestId: uuid(50) },
});

const ALL = 'SELECT coach_id, email FROM mail_coach_addresses ORDER BY email';
const CONFIRMED = 'SELECT coach_id, email, confirmed FROM mail_coach_addresses ORDER BY email';

describe('coach addresses projection', () => {
  it("keeps each coach's sign-up address, opened when it is sealed in the log (never the password hash)", async () => {
    await spec.given(signedUp(pat, 'Pat@Example.com', true), signedUp(sam, 'sam@example.com')).then(ALL, [
      { coach_id: pat, email: 'Pat@Example.com' },
      { coach_id: sam, email: 'sam@example.com' },
    ]);
  });

  it("drops an erased coach's address, and ignores the erasure of a registrant", async () => {
    await spec
      .given(signedUp(pat, 'pat@example.com', true), signedUp(sam, 'sam@example.com', true))
      .when(erased('coach', pat), erased('registrant', sam))
      .then(ALL, [{ coach_id: sam, email: 'sam@example.com' }]);
  });

  it('has no address of an erased coach after a rebuild, whose key is gone', async () => {
    await spec
      .given(signedUp(pat, 'pat@example.com', true), signedUp(sam, 'sam@example.com', true))
      .withErasedKeys(`coach-${pat}`)
      .then(ALL, [{ coach_id: sam, email: 'sam@example.com' }]);
    await spec
      .given(signedUp(pat, 'pat@example.com', true), erased('coach', pat))
      .withErasedKeys(`coach-${pat}`)
      .then(ALL, []);
  });

  it('knows which addresses are confirmed: a sign-up asks, the link (or a password reset) confirms', async () => {
    await spec
      .given(
        signedUp(pat, 'pat@example.com', true),
        confirmationRequested(pat, 'pat@example.com'),
        signedUp(sam, 'sam@example.com', true),
        confirmationRequested(sam, 'sam@example.com'),
      )
      .when(confirmed(sam))
      .then(CONFIRMED, [
        { coach_id: pat, email: 'pat@example.com', confirmed: false },
        { coach_id: sam, email: 'sam@example.com', confirmed: true },
      ]);
  });

  it('counts an account signed up before addresses were confirmed as confirmed', async () => {
    await spec
      .given(signedUp(pat, 'pat@example.com', true))
      .then(CONFIRMED, [{ coach_id: pat, email: 'pat@example.com', confirmed: true }]);
  });

  it('changes nothing when the log with confirmations is delivered again', async () => {
    await spec
      .given(signedUp(pat, 'pat@example.com', true), confirmationRequested(pat, 'pat@example.com'))
      .when(confirmed(pat), confirmationRequested(sam, 'sam@example.com'))
      .whenAppliedAgain()
      .then(CONFIRMED, [{ coach_id: pat, email: 'pat@example.com', confirmed: true }]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(signedUp(pat, 'pat@example.com', true), signedUp(sam, 'sam@example.com'), erased('coach', sam))
      .whenAppliedAgain()
      .then(ALL, [{ coach_id: pat, email: 'pat@example.com' }]);
  });
});
