import { describe, expect, it } from 'vitest';
import {
  EMAIL_TAKEN_MESSAGE,
  type AdminEvent,
  type CoachEvent,
  type EmailClaimEvent,
  type PersonalDataErased,
} from '@league/contracts';
import { fold } from '../handling';
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

  it("changes the password hash, marking the configuration's apart from one chosen on the account page", () => {
    spec([registered], { type: 'ChangeAdminPassword', data: { passwordHash: 'scrypt$new' } }).then([
      { type: 'AdminPasswordChanged', data: { adminId, passwordHash: 'scrypt$new', requestId: null } },
    ]);
    spec([registered], {
      type: 'ChangeAdminPassword',
      data: { passwordHash: 'scrypt$new', configured: true },
    }).then([
      { type: 'AdminPasswordChanged', data: { adminId, passwordHash: 'scrypt$new', configured: true } },
    ]);
  });

  it('remembers the password the configuration last set, whatever the owner chose since', () => {
    const chosen = {
      type: 'AdminPasswordChanged',
      data: { adminId, passwordHash: 'scrypt$own', requestId: null },
    };
    // a change recorded before the account page existed was the configuration's
    const legacy = { type: 'AdminPasswordChanged', data: { adminId, passwordHash: 'scrypt$conf' } };
    expect(fold(adminDecider, [registered, chosen])).toMatchObject({
      passwordHash: 'scrypt$own',
      configuredHash: 'scrypt$old',
    });
    expect(fold(adminDecider, [registered, legacy, chosen])).toMatchObject({ configuredHash: 'scrypt$conf' });
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
  const confirmation = {
    requestId: '00000000-0000-4000-8000-0000000000e1',
    tokenHash: 'ab'.repeat(32),
    expiresAt: '2026-12-01T00:00:00.000Z',
    email: 'c@x.org',
    link: 'http://localhost:3000/confirm-email?token=x',
  };
  const signUp = { type: 'SignUpCoach', data: { ...signedUp.data, confirmation } } as const;

  it('signs up a new coach and asks, in the same append, for the address to be confirmed', () => {
    spec([], signUp).then([
      signedUp,
      { type: 'EmailConfirmationRequested', data: { coachId, ...confirmation } },
    ]);
  });

  it('refuses to sign up the same coach twice', () => {
    spec([signedUp], signUp).thenRefused(409);
  });

  it('is closed for good once the coach is erased: no account to use, none to sign up under that id', () => {
    const erased: PersonalDataErased = {
      type: 'PersonalDataErased',
      data: {
        personId: `coach-${coachId}`,
        kind: 'coach',
        subjectId: coachId,
        erasedBy: { role: 'admin', id: adminId },
        erasedAt: '2026-11-28T10:00:00.000Z',
      },
    };
    expect(fold(coachDecider, [signedUp, erased])).toEqual({ status: 'erased' });
    spec([signedUp, erased], signUp).thenRefused(409);
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

  it('lets the address go when its coach is erased, so a new coach can claim it', () => {
    const newCoach = '00000000-0000-4000-8000-0000000000c2';
    const released: EmailClaimEvent = { type: 'CoachEmailReleased', data: { coachId } };
    spec([claimed], { type: 'ReleaseCoachEmail', data: { coachId } }).then([released]);
    spec([claimed, released], {
      type: 'ClaimCoachEmail',
      data: { email: 'coach@x.org', coachId: newCoach },
    }).then([{ type: 'CoachEmailClaimed', data: { email: 'coach@x.org', coachId: newCoach } }]);
  });

  it('releases nothing that the coach does not hold: a free address, or one another coach holds now', () => {
    const newCoach = '00000000-0000-4000-8000-0000000000c2';
    spec([], { type: 'ReleaseCoachEmail', data: { coachId } }).then([]);
    const reclaimed: EmailClaimEvent[] = [
      claimed,
      { type: 'CoachEmailReleased', data: { coachId } },
      { type: 'CoachEmailClaimed', data: { email: 'coach@x.org', coachId: newCoach } },
    ];
    spec(reclaimed, { type: 'ReleaseCoachEmail', data: { coachId } }).then([]);
    expect(
      fold(emailClaimDecider, [...reclaimed, { type: 'CoachEmailReleased', data: { coachId } }]),
    ).toEqual({
      status: 'claimed',
      accountId: newCoach,
    });
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
