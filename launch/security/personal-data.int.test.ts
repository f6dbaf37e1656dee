import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERASED_TEXT,
  PERSON_NOT_FOUND_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type RecordedEvent,
} from '@league/contracts';
import { sqlPersonalData } from '@league/infra/personal-data';
import { publicStreamId, toEventMessage } from '@league/projectors';
import { ADMIN, COACH_PASSWORD, startSecurityTestSite, type SecurityTestSite } from './test-site';

/**
 * Personal data (docs/personal-data.md): sealed in the log with a key per person, opened in the
 * read models, never in clear on the bus; an admin's erasure deletes the key, for good.
 */
const player = {
  firstName: 'Kimberly',
  lastName: 'Loewenstein',
  phoneNumber: '(518) 555-0199',
  address: '17 Elmwood Terrace',
  city: 'Schenectady',
  email: 'kimberly@example.com',
  dateOfBirth: '2011-04-07',
  parentName: 'Dana Loewenstein',
};
const COACH_EMAIL = 'coach@team.test';
/** people only mail events name: a visitor of the contact form, an address the admin typed, another coach */
const visitor = { fromName: 'Vera Visitor', fromEmail: 'vera@visitors.test', message: 'When is the draft?' };
const TYPED_ADDRESS = 'friend@elsewhere.test';
const OTHER_COACH_EMAIL = 'other.coach@team.test';
const NOT_ERASED = [visitor.fromName, visitor.fromEmail, visitor.message, TYPED_ADDRESS, OTHER_COACH_EMAIL];
/** the coach's own name, as the head coach of the team they registered */
const HEAD_COACH = 'Harriet Headcoach';
const CLEAR_VALUES = [COACH_EMAIL, HEAD_COACH, ADMIN.email, ...Object.values(player), ...NOT_ERASED];

let site: SecurityTestSite;
let registrantId: string;
let position: string;

/** the clear values found in `text` (an address only as a whole: other.coach@… is another coach's) */
const clearIn = (text: string) =>
  CLEAR_VALUES.filter((value) =>
    new RegExp(`(?<![\\w.])${value.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}`, 'i').test(text),
  );
const rawLog = async () =>
  (await site.db.query<{ row: string }>(`SELECT (stream_id || ' ' || data::text) AS row FROM es.events`)).rows
    .map((r) => r.row)
    .join('\n');
const registrantRow = async () =>
  (
    await site.db.query<Record<string, string>>(
      `SELECT first_name, last_name, phone_number, address, city, email, date_of_birth, parent_name
         FROM rm.tournament_registrants WHERE registrant_id = $1`,
      [registrantId],
    )
  ).rows[0];
const headCoaches = async () =>
  (
    await site.db.query<{ head_coach: string }>(
      'SELECT head_coach FROM rm.registered_teams WHERE coach_id = $1',
      [site.coachId],
    )
  ).rows.map((row) => row.head_coach);
const coachAddresses = async () => [
  ...(await site.db.query('SELECT email FROM rm.mail_coach_addresses WHERE coach_id = $1', [site.coachId]))
    .rows,
  ...(
    await site.db.query('SELECT email FROM rm.registration_coach_emails WHERE coach_id = $1', [site.coachId])
  ).rows,
];
/** the token of the newest link of this type mailed on the stream, opened with the keys there are */
const linkToken = async (streamId: string, type: string) => {
  const events = await sqlPersonalData(site.db).open(await site.store.readStream(streamId));
  const link = (events.findLast((event) => event.type === type)!.data as { link: string }).link;
  return new URL(link).searchParams.get('token')!;
};
/** the signed-in sessions of the coach */
const coachSessions = async () =>
  (
    await site.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM accounts.sessions WHERE account_id = $1',
      [site.coachId],
    )
  ).rows[0]!.count;
/** waits (read-your-writes) until the projections have passed `position` */
const caughtUp = async (at: string) => {
  const answer = await site.app.inject({
    method: 'GET',
    url: '/api/registration/Privacy%20Cup',
    headers: { ...site.admin, 'x-min-position': at },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ allRegisteredPlayers?: unknown[] }>();
};

beforeAll(async () => {
  site = await startSecurityTestSite();
  const created = await site.app.inject({
    method: 'POST',
    url: '/api/admin/createTournament',
    headers: site.admin,
    payload: { leagueNameAndDesc: 'Privacy Cup', closeDate: '2099-12-31', price: '10' },
  });
  expect(created.statusCode).toBe(201);
  const { tournamentId } = created.json<{ tournamentId: string }>();
  const registered = await site.app.inject({
    method: 'POST',
    url: `/api/registration/${tournamentId}/registrants`,
    payload: player,
  });
  expect(registered.statusCode).toBe(201);
  ({ registrantId, position } = registered.json<{ registrantId: string; position: string }>());

  // the coach registers a team, naming themself its head coach
  const orgName = 'Privacy Club';
  const org = await site.app.inject({
    method: 'POST',
    url: '/api/admin/createOrg',
    headers: site.admin,
    payload: { orgName, orgAddress: '1 Main St' },
  });
  expect(org.statusCode).toBe(201);
  const team = await site.app.inject({
    method: 'POST',
    url: `/api/registration/registeredTeams/${site.coachId}`,
    headers: site.coach,
    payload: {
      headCoach: HEAD_COACH,
      assistantCoaches: 'Pat Helper',
      org: orgName,
      team: 'Privates',
      year: 2030,
    },
  });
  expect(team.statusCode).toBe(201);

  // no coach has confirmed an address yet: "every coach" is nobody, and nothing is recorded
  const before = await site.eventCount();
  const nobody = await site.app.inject({
    method: 'POST',
    url: '/api/admin/sendEmail',
    headers: site.admin,
    payload: { subject: 'Schedule', message: 'The schedule is out.' },
  });
  expect(nobody.statusCode).toBe(400);
  expect(await site.eventCount()).toBe(before);
  // both coaches confirm their address by the link mailed at sign-up
  for (const coachId of [site.coachId, site.otherCoachId]) {
    const verified = await site.app.inject({
      method: 'POST',
      url: '/api/account/verifyEmail',
      payload: { token: await linkToken(`coach-${coachId}`, 'EmailConfirmationRequested') },
    });
    expect(verified.statusCode).toBe(200);
  }

  // mail: a contact-form message, an e-mail to typed addresses (a coach, the registrant, someone else)
  // and one to every coach (their confirmed addresses read from the read model, hence the wait)
  const contacted = await site.app.inject({ method: 'POST', url: '/api/contact', payload: visitor });
  expect(contacted.statusCode).toBe(202);
  const typed = await site.app.inject({
    method: 'POST',
    url: '/api/admin/sendEmail',
    headers: site.admin,
    payload: {
      subject: 'Rosters',
      message: 'Rosters are due.',
      to: [COACH_EMAIL, player.email, TYPED_ADDRESS],
    },
  });
  expect(typed.statusCode).toBe(202);
  await caughtUp(typed.json<{ position: string }>().position);
  const everyCoach = await site.app.inject({
    method: 'POST',
    url: '/api/admin/sendEmail',
    headers: site.admin,
    payload: { subject: 'Schedule', message: 'The schedule is out.' },
  });
  expect(everyCoach.statusCode).toBe(202);
  expect(everyCoach.json<{ queued: number }>().queued).toBe(2);
  position = everyCoach.json<{ position: string }>().position;
});

/** the recipients of each e-mail and the sender of each contact message, opened with the keys there are */
const openedMail = async () => {
  const log = await sqlPersonalData(site.db).open(await site.store.readAll(null, 10_000));
  return {
    senders: log
      .filter((event) => event.type === 'ContactMessageReceived')
      .map((event) => {
        const { fromName, fromEmail } = event.data as { fromName: string; fromEmail: string };
        return { fromName, fromEmail };
      }),
    recipients: log
      .filter((event) => event.type === 'EmailBroadcastRequested')
      .map((event) => [...(event.data as { to: string[] }).to].sort()),
  };
};
afterAll(() => site?.close());

describe('personal data in the log', () => {
  it('is sealed: the raw es.events rows hold no e-mail, phone, birth date or other personal value', async () => {
    expect(clearIn(await rawLog())).toEqual([]);
    const keys = await site.db.query<{ person_id: string }>('SELECT person_id FROM keys.person_keys');
    expect(keys.rows.map((r) => r.person_id)).toEqual(
      expect.arrayContaining([`registrant-${registrantId}`, `coach-${site.coachId}`]),
    );
  });

  it('holds the links it mails sealed (invitations, resets, confirmations) and their tokens only hashed', async () => {
    const forgot = await site.app.inject({
      method: 'POST',
      url: '/api/account/forgotPassword',
      payload: { email: 'other.coach@team.test' },
    });
    expect(forgot.statusCode).toBe(202);
    const links = await site.db.query<{ type: string; data: Record<string, string> }>(
      `SELECT type, data FROM es.events
        WHERE type IN ('StaffInvited', 'PasswordResetRequested', 'EmailConfirmationRequested')`,
    );
    expect(links.rows.map((row) => row.type).sort()).toEqual([
      'EmailConfirmationRequested',
      'EmailConfirmationRequested',
      'PasswordResetRequested',
      'StaffInvited',
      'StaffInvited',
    ]);
    for (const { data } of links.rows) {
      expect(data.link).toMatch(/^pd1:/);
      expect(data.email).toMatch(/^pd1:/);
      expect(data.tokenHash).toMatch(/^[\da-f]{64}$/);
    }
    const raw = await rawLog();
    const secrets = [
      await linkToken(`coach-${site.otherCoachId}`, 'PasswordResetRequested'),
      await linkToken(`admin-${site.scorekeeperId}`, 'StaffInvited'),
      await linkToken(`coach-${site.coachId}`, 'EmailConfirmationRequested'),
    ].map((token) => token.split('.')[1]!);
    for (const secret of secrets) expect(raw).not.toContain(secret);
    expect(raw).not.toMatch(/scorer@league\.test|board\.member@league\.test/);
  });

  it("holds the contact form's sender and every e-mail recipient sealed, each with its address's key", async () => {
    const mail = await site.db.query<{ row: string }>(
      `SELECT data::text AS row FROM es.events WHERE type IN ('ContactMessageReceived', 'EmailBroadcastRequested')`,
    );
    expect(mail.rows).toHaveLength(3);
    expect(clearIn(mail.rows.map((r) => r.row).join('\n'))).toEqual([]);
    expect(mail.rows.map((r) => r.row).join('\n')).not.toMatch(/@/);
    const keys = await site.db.query<{ person_id: string }>(
      `SELECT person_id FROM keys.person_keys WHERE person_id LIKE 'address-%'`,
    );
    // the visitor, the three typed addresses, and the other coach (the coach was typed already)
    expect(keys.rows).toHaveLength(5);
    expect(await openedMail()).toEqual({
      senders: [{ fromName: visitor.fromName, fromEmail: visitor.fromEmail }],
      recipients: [
        [COACH_EMAIL, TYPED_ADDRESS, player.email].sort(),
        [COACH_EMAIL, OTHER_COACH_EMAIL].sort(),
      ],
    });
  });

  it('is opened in the read models the admin reads', async () => {
    await caughtUp(position);
    expect(await registrantRow()).toMatchObject({
      phone_number: player.phoneNumber,
      date_of_birth: player.dateOfBirth,
    });
    expect(await coachAddresses()).toEqual([{ email: COACH_EMAIL }, { email: COACH_EMAIL }]);
    expect(await headCoaches()).toEqual([HEAD_COACH]);
  });

  it('goes on the bus only sealed, under stream keys without an address', async () => {
    const messages = await relayMessages();
    expect(clearIn(messages.map((m) => `${m.key} ${m.value}`).join('\n'))).toEqual([]);
  });
});

describe('erasing a person (admin)', () => {
  const routes = () => [
    `/api/admin/${site.coachId}/eraseCoachPersonalData`,
    `/api/admin/${registrantId}/eraseRegistrantPersonalData`,
  ];

  it('is refused to the public (401) and to coaches, even for their own account (403), recording nothing', async () => {
    const before = await site.eventCount();
    for (const url of routes()) {
      const anonymous = await site.app.inject({ method: 'POST', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: expect.any(String) });
      for (const headers of [site.coach, site.otherCoach]) {
        const coach = await site.app.inject({ method: 'POST', url, headers });
        expect(coach.statusCode).toBe(403);
        expect(coach.json()).toEqual({ message: expect.any(String) });
      }
    }
    expect(await site.eventCount()).toBe(before);
  });

  it('answers 404 for a person the log does not know', async () => {
    for (const url of [
      '/api/admin/00000000-0000-4000-8000-000000000999/eraseCoachPersonalData',
      '/api/admin/00000000-0000-4000-8000-000000000999/eraseRegistrantPersonalData',
    ]) {
      const answer = await site.app.inject({ method: 'POST', url, headers: site.admin });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: PERSON_NOT_FOUND_MESSAGE });
    }
  });

  it('deletes the key and records who erased and when: the data is then unreadable in the store, the read models (after a rebuild too) and on the bus', async () => {
    expect(Number(await coachSessions())).toBeGreaterThan(0);
    let last = position;
    for (const url of routes()) {
      const answer = await site.app.inject({ method: 'POST', url, headers: site.admin });
      expect(answer.statusCode).toBe(200);
      last = answer.json<{ position: string }>().position;
    }
    const keys = await site.db.query('SELECT 1 FROM keys.person_keys WHERE person_id = ANY($1::text[])', [
      [`registrant-${registrantId}`, `coach-${site.coachId}`],
    ]);
    expect(keys.rows).toEqual([]);
    // the erased coach's signed-in sessions (which browser, when) are deleted too
    expect(await coachSessions()).toBe('0');

    const log = await site.store.readAll(null, 10_000);
    const erasures = log.filter((event) => event.type === 'PersonalDataErased');
    expect(erasures.map((event) => event.data)).toEqual([
      expect.objectContaining({
        kind: 'coach',
        subjectId: site.coachId,
        erasedBy: { role: 'owner', id: site.adminId },
      }),
      expect.objectContaining({ kind: 'registrant', subjectId: registrantId, erasedAt: expect.any(String) }),
    ]);
    // the keys of their addresses, named by keyed hash (the notifier forgets those in its outbox)
    const vault = sqlPersonalData(site.db);
    expect(erasures.map((event) => (event.data as { addressIds?: string[] }).addressIds)).toEqual([
      [await vault.addressPersonId(COACH_EMAIL)],
      [await vault.addressPersonId(player.email)],
    ]);
    // the store: even opened with every key there is, nothing personal of theirs is left
    expect(clearIn(JSON.stringify(await sqlPersonalData(site.db).open(log)))).toEqual([
      ADMIN.email,
      ...NOT_ERASED,
    ]);
    expect(clearIn(await rawLog())).toEqual([]);
    // mail to them (their addresses' keys are gone too) reads erased; mail to others still opens
    expect(await openedMail()).toEqual({
      senders: [{ fromName: visitor.fromName, fromEmail: visitor.fromEmail }],
      recipients: [[ERASED_TEXT, ERASED_TEXT, TYPED_ADDRESS].sort(), [ERASED_TEXT, OTHER_COACH_EMAIL].sort()],
    });

    await caughtUp(last);
    const erasedRow = Object.fromEntries(
      [
        'first_name',
        'last_name',
        'phone_number',
        'address',
        'city',
        'email',
        'date_of_birth',
        'parent_name',
      ].map((column) => [column, ERASED_TEXT]),
    );
    expect(await registrantRow()).toEqual(erasedRow);
    expect(await coachAddresses()).toEqual([]);
    expect(await headCoaches()).toEqual([ERASED_TEXT]);

    await site.runner.rebuild(['tournaments', 'registered_teams', 'mail_coach_addresses']);
    expect(await registrantRow()).toEqual(erasedRow);
    expect(await coachAddresses()).toEqual([]);
    expect(await headCoaches()).toEqual([ERASED_TEXT]);

    const messages = await relayMessages();
    expect(clearIn(messages.map((m) => `${m.key} ${m.value}`).join('\n'))).toEqual([]);
    const published = messages.map((m) => JSON.parse(m.value) as RecordedEvent);
    const opened = await sqlPersonalData(site.db).open(published);
    expect(clearIn(JSON.stringify(opened))).toEqual([ADMIN.email, ...NOT_ERASED]);

    // asked again: nothing more recorded
    const count = await site.eventCount();
    const again = await site.app.inject({ method: 'POST', url: routes()[1]!, headers: site.admin });
    expect(again.statusCode).toBe(200);
    expect(await site.eventCount()).toBe(count);
  });
});

describe('an erased coach', () => {
  const login = (email: string) =>
    site.app.inject({
      method: 'POST',
      url: '/api/admin/coachLogin',
      payload: { email, password: COACH_PASSWORD },
    });

  it('cannot log in: the answer is the ordinary failure, as for an address nobody signed up with', async () => {
    const erased = await login(COACH_EMAIL);
    const unknown = await login('nobody.ever@team.test');
    expect(erased.statusCode).toBe(401);
    expect(erased.json()).toEqual({ message: WRONG_PASSWORD_MESSAGE });
    expect(unknown.statusCode).toBe(erased.statusCode);
    expect(unknown.json()).toEqual(erased.json());
  });

  it('has no session left: a token issued before the erasure is refused at once', async () => {
    const url = `/api/admin/${site.coachId}/allTeamsForACoach`;
    const other = await site.app.inject({
      method: 'GET',
      url: `/api/admin/${site.otherCoachId}/allTeamsForACoach`,
      headers: site.otherCoach,
    });
    expect(other.statusCode).toBe(200);
    const answer = await site.app.inject({ method: 'GET', url, headers: site.coach });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });

  it('has released the address: it signs up again as a new coach, who can log in', async () => {
    const again = await site.app.inject({
      method: 'POST',
      url: '/api/admin/coachSignup',
      payload: { signUpEmail: COACH_EMAIL.toUpperCase(), signUpPassword: COACH_PASSWORD },
    });
    expect(again.statusCode).toBe(201);
    const { coachId } = again.json<{ coachId: string }>();
    expect(coachId).not.toBe(site.coachId);
    const loggedIn = await login(COACH_EMAIL);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json<{ coachId: string }>().coachId).toBe(coachId);
    // the address is taken again: a second sign-up is refused as before
    const third = await site.app.inject({
      method: 'POST',
      url: '/api/admin/coachSignup',
      payload: { signUpEmail: COACH_EMAIL, signUpPassword: COACH_PASSWORD },
    });
    expect(third.statusCode).toBe(409);
  });
});

describe('erasing by e-mail address (admin)', () => {
  const URL = '/api/admin/erasePersonalDataByEmail';
  const erase = (email: unknown, headers = site.admin) =>
    site.app.inject({ method: 'POST', url: URL, headers, payload: { email } });

  it('is refused to the public (401) and to coaches (403), recording nothing', async () => {
    const before = await site.eventCount();
    const anonymous = await site.app.inject({
      method: 'POST',
      url: URL,
      payload: { email: visitor.fromEmail },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await erase(visitor.fromEmail, site.otherCoach)).statusCode).toBe(403);
    expect(await site.eventCount()).toBe(before);
  });

  it('answers 400 { message } for anything but one address, recording nothing', async () => {
    const before = await site.eventCount();
    for (const email of ['not an address', 'a@b.test, c@d.test', '', 42, null, 'x'.repeat(300) + '@a.test']) {
      const answer = await erase(email);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: expect.any(String) });
    }
    const noBody = await site.app.inject({ method: 'POST', url: URL, headers: site.admin });
    expect(noBody.statusCode).toBe(400);
    expect(await site.eventCount()).toBe(before);
  });

  it('erases nothing for an address the site does not know (erased: 0), recording nothing', async () => {
    const before = await site.eventCount();
    const answer = await erase('never.seen@nowhere.test');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ erased: 0, position: expect.any(String) });
    expect(await site.eventCount()).toBe(before);
  });

  it('erases a contact sender known only by mail: their name, address and text can no longer be opened, and the outbox forgets them', async () => {
    const answer = await erase(` ${visitor.fromEmail.toUpperCase()} `);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ erased: 1, position: expect.any(String) });
    const vault = sqlPersonalData(site.db);
    const addressId = await vault.addressPersonId(visitor.fromEmail);
    expect((await vault.keys.existing([addressId])).size).toBe(0);
    const log = await vault.open(await site.store.readAll(null, 10_000));
    const contact = log.find((event) => event.type === 'ContactMessageReceived')!;
    expect(contact.data).toMatchObject({
      fromName: ERASED_TEXT,
      fromEmail: ERASED_TEXT,
      message: ERASED_TEXT,
    });
    const erasure = log.filter((event) => event.type === 'PersonalDataErased').at(-1)!;
    expect(erasure.streamId).not.toContain('@');
    expect(erasure.data).toMatchObject({ kind: 'address', personId: addressId, addressIds: [addressId] });
    // asked again: nothing more to erase, nothing recorded
    const count = await site.eventCount();
    expect((await erase(visitor.fromEmail)).json()).toMatchObject({ erased: 0 });
    expect(await site.eventCount()).toBe(count);
  });

  it('erases every person known by the address at once: a coach account and a tournament registrant', async () => {
    const shared = 'both.roles@team.test';
    const coach = await site.app.inject({
      method: 'POST',
      url: '/api/admin/coachSignup',
      payload: { signUpEmail: shared, signUpPassword: COACH_PASSWORD },
    });
    expect(coach.statusCode).toBe(201);
    const tournaments = await site.db.query<{ tournament_id: string }>(
      'SELECT tournament_id FROM rm.tournaments',
    );
    const registrant = await site.app.inject({
      method: 'POST',
      url: `/api/registration/${tournaments.rows[0]!.tournament_id}/registrants`,
      payload: { ...player, firstName: 'Bea', email: 'bea@example.com', email2: shared.toUpperCase() },
    });
    expect(registrant.statusCode).toBe(201);
    await caughtUp(registrant.json<{ position: string }>().position);

    const answer = await erase(shared);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ erased: 2, position: expect.any(String) });
    const erasures = (await site.store.readAll(null, 10_000)).filter((e) => e.type === 'PersonalDataErased');
    expect(erasures.slice(-2).map((e) => (e.data as { kind: string }).kind)).toEqual(['coach', 'registrant']);
    const loggedIn = await site.app.inject({
      method: 'POST',
      url: '/api/admin/coachLogin',
      payload: { email: shared, password: COACH_PASSWORD },
    });
    expect(loggedIn.statusCode).toBe(401);
  });
});

async function relayMessages() {
  const vault = sqlPersonalData(site.db);
  const log = await site.store.readAll(null, 10_000);
  return Promise.all(
    log.map(async (event) =>
      toEventMessage(event, await publicStreamId(event.streamId, (e) => vault.emailStreamKey(e))),
    ),
  );
}
