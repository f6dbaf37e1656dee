import { describe, it } from 'vitest';
import type { CoachSignedUp, PersonalDataErased } from '@league/contracts';
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

const ALL = 'SELECT coach_id, email FROM mail_coach_addresses ORDER BY email';

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

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(signedUp(pat, 'pat@example.com', true), signedUp(sam, 'sam@example.com'), erased('coach', sam))
      .whenAppliedAgain()
      .then(ALL, [{ coach_id: pat, email: 'pat@example.com' }]);
  });
});
