import { describe, expect, it } from 'vitest';
import {
  EMAIL_TAKEN_MESSAGE,
  type AdminEvent,
  type CoachEvent,
  type EmailClaimEvent,
} from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { adminDecider, coachDecider, emailClaimDecider, siteAdminDecider } from './decider';
import { emailClaimStream, legacyEmailClaimStream } from '@league/contracts';

const adminId = '00000000-0000-4000-8000-0000000000a1';
const coachId = '00000000-0000-4000-8000-0000000000c1';
const registered: AdminEvent = {
  type: 'AdminRegistered',
  data: { adminId, email: 'admin@league.org', passwordHash: 'scrypt$old' },
};

describe('admin decider', () => {
  const spec = givenWhenThen(adminDecider);

  it('registers a new admin', () => {
    spec([], { type: 'RegisterAdmin', data: registered.data }).then([registered]);
  });

  it('refuses to register an admin twice', () => {
    spec([registered], { type: 'RegisterAdmin', data: registered.data }).thenRefused(409);
  });

  it('changes the password hash', () => {
    spec([registered], { type: 'ChangeAdminPassword', data: { passwordHash: 'scrypt$new' } }).then([
      { type: 'AdminPasswordChanged', data: { adminId, passwordHash: 'scrypt$new' } },
    ]);
  });

  it('records nothing when the hash is the same', () => {
    spec([registered], { type: 'ChangeAdminPassword', data: { passwordHash: 'scrypt$old' } }).then([]);
  });

  it('refuses a password change of an unknown admin', () => {
    spec([], { type: 'ChangeAdminPassword', data: { passwordHash: 'scrypt$new' } }).thenRefused(404);
  });
});

describe('coach decider', () => {
  const spec = givenWhenThen(coachDecider);
  const signedUp: CoachEvent = {
    type: 'CoachSignedUp',
    data: { coachId, email: 'c@x.org', passwordHash: 'h' },
  };

  it('signs up a new coach', () => {
    spec([], { type: 'SignUpCoach', data: signedUp.data }).then([signedUp]);
  });

  it('refuses to sign up the same coach twice', () => {
    spec([signedUp], { type: 'SignUpCoach', data: signedUp.data }).thenRefused(409);
  });
});

describe('e-mail claim decider', () => {
  const spec = givenWhenThen(emailClaimDecider);
  const claimed: EmailClaimEvent = { type: 'CoachEmailClaimed', data: { email: 'coach@x.org', coachId } };

  it('claims a free address, normalised', () => {
    spec([], { type: 'ClaimCoachEmail', data: { email: '  Coach@X.org ', coachId } }).then([claimed]);
    spec([], { type: 'ClaimAdminEmail', data: { email: 'Admin@League.org', adminId } }).then([
      { type: 'AdminEmailClaimed', data: { email: 'admin@league.org', adminId } },
    ]);
  });

  it('refuses an address that is taken', () => {
    spec([claimed], {
      type: 'ClaimCoachEmail',
      data: { email: 'coach@x.org', coachId: adminId },
    }).thenRefused(409, EMAIL_TAKEN_MESSAGE);
  });

  it('hands the claim of a sign-up that never recorded its account to a new coach, and only that claim', () => {
    const newCoach = '00000000-0000-4000-8000-0000000000c2';
    spec([claimed], {
      type: 'TakeOverCoachEmail',
      data: { email: 'Coach@X.org', coachId: newCoach, from: coachId },
    }).then([{ type: 'CoachEmailClaimed', data: { email: 'coach@x.org', coachId: newCoach } }]);
    // another owner meanwhile (a concurrent take-over won), or nothing to take over
    spec([claimed], {
      type: 'TakeOverCoachEmail',
      data: { email: 'coach@x.org', coachId: newCoach, from: adminId },
    }).thenRefused(409, EMAIL_TAKEN_MESSAGE);
    spec([], {
      type: 'TakeOverCoachEmail',
      data: { email: 'coach@x.org', coachId: newCoach, from: coachId },
    }).thenRefused(409, EMAIL_TAKEN_MESSAGE);
  });

  it('names the claim streams by the keyed hash of the address, and the earlier ones by the address', () => {
    expect(emailClaimStream('coach', 'ab12')).toBe('coachEmail-ab12');
    expect(legacyEmailClaimStream('coach', ' Coach@X.org')).toBe('coachEmail-coach@x.org');
    expect(legacyEmailClaimStream('admin', 'ADMIN@league.org ')).toBe('adminEmail-admin@league.org');
  });
});

describe('site admin decider', () => {
  const spec = givenWhenThen(siteAdminDecider);
  const designate = (id: string) =>
    ({ type: 'DesignateSiteAdmin', data: { adminId: id, email: 'Admin@League.org' } }) as const;
  const designated = (id: string) =>
    ({ type: 'SiteAdminDesignated', data: { adminId: id, email: 'admin@league.org' } }) as const;
  const otherId = '00000000-0000-4000-8000-0000000000a2';

  it('designates the first admin', () => {
    spec([], designate(adminId)).then([designated(adminId)]);
  });
  it('records nothing when that admin is already the site admin', () => {
    spec([designated(adminId)], designate(adminId)).then([]);
  });
  it('replaces another admin', () => {
    spec([designated(otherId)], designate(adminId)).then([designated(adminId)]);
  });
});
